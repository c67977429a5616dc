package dev.bale.runtime.internal;

import dev.bale.runtime.CompactType;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A generated union, recognised by its shape (docs/generated-java.md, "Unions"): a sealed interface
 * with a {@code COMPACT} constant whose permitted subclasses are records of one component ({@code
 * value}) with a static {@code ID}. The case name in JSON is the schema's ({@code
 * COMPACT.fieldName(ID)}), as in docs/spec/JSON.md §5: {@code {"point": {...}}}. Shared by the
 * Jackson 2 and Jackson 3 modules ({@code bale-jackson}, {@code bale-jackson3}), which run on a JVM
 * (sealed interfaces and records are reflected here). Not API.
 */
@ProbedApi
public final class UnionShape {
  private static final ClassCache<UnionShape> CACHE = ClassCache.of(UnionShape::inspect);

  /** One case: its schema name, record class, component and canonical constructor. */
  @ProbedApi
  public record Case(String name, Class<?> record, RecordComponent component, Constructor<?> ctor) {
    public Type valueType() {
      return component.getGenericType();
    }

    public Object valueOf(Object caseRecord) {
      try {
        return component.getAccessor().invoke(caseRecord);
      } catch (IllegalAccessException | InvocationTargetException e) {
        throw new IllegalStateException(e);
      }
    }

    public Object wrap(Object value) {
      try {
        return ctor.newInstance(value);
      } catch (InvocationTargetException e) {
        if (e.getCause() instanceof RuntimeException re) {
          throw re;
        }
        throw new IllegalStateException(e.getCause());
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException(e);
      }
    }
  }

  private final Class<?> type;
  private final Map<String, Case> byName = new LinkedHashMap<>();
  private final Map<Class<?>, Case> byRecord = new LinkedHashMap<>();

  private UnionShape(Class<?> type) {
    this.type = type;
  }

  /** The union that {@code type} is (the interface), or null. */
  public static UnionShape of(Class<?> type) {
    return CACHE.get(type);
  }

  /** The union whose case {@code record} is, or null. */
  public static UnionShape ofCase(Class<?> record) {
    if (!record.isRecord()) {
      return null;
    }
    for (Class<?> i : record.getInterfaces()) {
      UnionShape u = of(i);
      if (u != null) {
        return u;
      }
    }
    return null;
  }

  private static UnionShape inspect(Class<?> type) {
    if (!type.isInterface() || !type.isSealed()) {
      return null;
    }
    try {
      Field compact = type.getField("COMPACT");
      if (!Modifier.isStatic(compact.getModifiers())
          || !CompactType.class.isAssignableFrom(compact.getType())) {
        return null;
      }
      CompactType<?> codec = (CompactType<?>) compact.get(null);
      UnionShape u = new UnionShape(type);
      for (Class<?> c : type.getPermittedSubclasses()) {
        RecordComponent[] components = c.getRecordComponents();
        if (components == null || components.length != 1) {
          return null;
        }
        int id = c.getField("ID").getInt(null);
        String name = codec.fieldName(id);
        if (name == null) {
          return null;
        }
        Constructor<?> ctor = c.getDeclaredConstructor(components[0].getType());
        Case k = new Case(name, c, components[0], ctor);
        u.byName.put(name, k);
        u.byRecord.put(c, k);
      }
      return u;
    } catch (NoSuchFieldException | NoSuchMethodException e) {
      return null;
    } catch (IllegalAccessException e) {
      throw new IllegalStateException("cannot read union " + type.getName(), e);
    }
  }

  public Class<?> type() {
    return type;
  }

  public Case caseOf(Object value) {
    return byRecord.get(value.getClass());
  }

  /** The case with this schema name, or null. */
  public Case caseNamed(String name) {
    return byName.get(name);
  }
}
