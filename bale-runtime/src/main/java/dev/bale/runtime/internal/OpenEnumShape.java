package dev.bale.runtime.internal;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A generated open enum class, recognised by its shape (docs/generated-java.md, "Enums"): a final
 * class with {@code static of(int)}, {@code static knownValues()}, and instance methods {@code
 * value()}, {@code name()} and {@code isKnown()}. Generated enums are classes, not Java enums, so
 * that a value added by a newer schema survives a round trip; Jackson sees only their getters
 * ({@code {"known":true}}) unless told otherwise. Shared by the Jackson 2 and Jackson 3 modules
 * ({@code bale-jackson}, {@code bale-jackson3}). Not API.
 */
public final class OpenEnumShape {
  private static final ClassCache<OpenEnumShape> CACHE = ClassCache.of(OpenEnumShape::inspect);

  private final Class<?> type;
  private final Method of;
  private final Method value;
  private final Method name;
  private final Method isKnown;
  private final Map<String, Object> byName = new HashMap<>();

  private OpenEnumShape(
      Class<?> type, Method of, Method knownValues, Method value, Method name, Method isKnown)
      throws ReflectiveOperationException {
    this.type = type;
    this.of = of;
    this.value = value;
    this.name = name;
    this.isKnown = isKnown;
    for (Object v : (List<?>) knownValues.invoke(null)) {
      byName.put((String) name.invoke(v), v);
    }
  }

  /** The open enum that {@code type} is, or null. */
  public static OpenEnumShape of(Class<?> type) {
    return CACHE.get(type);
  }

  private static OpenEnumShape inspect(Class<?> type) {
    // A generated enum extends Object directly (not Enum, not Record).
    if (!Modifier.isFinal(type.getModifiers()) || type.getSuperclass() != Object.class) {
      return null;
    }
    try {
      Method of = type.getMethod("of", int.class);
      Method knownValues = type.getMethod("knownValues");
      Method value = type.getMethod("value");
      Method name = type.getMethod("name");
      Method isKnown = type.getMethod("isKnown");
      boolean shape =
          Modifier.isStatic(of.getModifiers())
              && of.getReturnType() == type
              && Modifier.isStatic(knownValues.getModifiers())
              && knownValues.getReturnType() == List.class
              && value.getReturnType() == int.class
              && name.getReturnType() == String.class
              && isKnown.getReturnType() == boolean.class;
      return shape ? new OpenEnumShape(type, of, knownValues, value, name, isKnown) : null;
    } catch (NoSuchMethodException e) {
      return null;
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot read the values of " + type.getName(), e);
    }
  }

  public Class<?> type() {
    return type;
  }

  /** The JSON text of a value: its name when known, else null (write the number). */
  public String nameOf(Object v) {
    return (boolean) call(isKnown, v) ? (String) call(name, v) : null;
  }

  public int numberOf(Object v) {
    return (int) call(value, v);
  }

  /** The known value with this name, or null. */
  public Object byName(String n) {
    return byName.get(n);
  }

  /** The value of a number (known or not); {@code n >= 0}. */
  public Object byNumber(int n) {
    return call(of, null, n);
  }

  private static Object call(Method m, Object target, Object... args) {
    try {
      return m.invoke(target, args);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException(e);
    } catch (InvocationTargetException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException re) {
        throw re;
      }
      throw new IllegalStateException(cause);
    }
  }
}
