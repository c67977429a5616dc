package dev.bale.compiler.emit.java;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.bale.schema.JavaMemberNames;
import io.grpc.stub.AbstractBlockingStub;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import org.junit.jupiter.api.Test;

/**
 * The blocking V2 stub's no-argument methods (client- and bidi-streaming calls) against what the
 * stub inherits: every no-argument method of gRPC's {@code AbstractBlockingStub} and {@code Object}
 * that a subclass could not declare again is renamed by {@link JavaMemberNames#noArgStubMethod};
 * other names are left as {@link JavaMemberNames#serviceMethod} makes them.
 */
class BlockingV2NamesTest {
  @Test
  void inheritedNoArgumentMethodsAreAvoided() {
    for (Class<?> c = AbstractBlockingStub.class; c != null; c = c.getSuperclass()) {
      for (Method m : c.getDeclaredMethods()) {
        int mod = m.getModifiers();
        if (m.getParameterCount() == 0
            && !Modifier.isStatic(mod)
            && !Modifier.isPrivate(mod)
            && !m.isSynthetic()) {
          String name = m.getName();
          // A schema method whose Java name is exactly this one (Object's getClass: GetClass).
          String schemaName = Character.toUpperCase(name.charAt(0)) + name.substring(1);
          assertNotEquals(
              name, JavaMemberNames.noArgStubMethod(schemaName), c.getName() + "." + name);
        }
      }
    }
    assertEquals("upload", JavaMemberNames.noArgStubMethod("Upload"));
    assertEquals("toString_", JavaMemberNames.noArgStubMethod("ToString"));
    assertEquals("default_", JavaMemberNames.noArgStubMethod("Default"));
  }
}
