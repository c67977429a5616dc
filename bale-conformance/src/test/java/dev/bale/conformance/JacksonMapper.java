package dev.bale.conformance;

import dev.bale.runtime.Limits;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.List;

/**
 * One Jackson version with Bale's module on it ({@code bale-jackson} for Jackson 2, {@code
 * bale-jackson3} for Jackson 3), as the Jackson tests use it: the same test runs on both, and a
 * refused read is a {@link Rejected} whatever the version's exception.
 */
abstract class JacksonMapper {
  /** Both versions with the module's defaults. */
  static List<JacksonMapper> both() {
    return List.of(v2(Limits.DEFAULT, false), v3(Limits.DEFAULT, false));
  }

  /** Jackson 2 with {@code bale-jackson}'s module. */
  static JacksonMapper v2(Limits limits, boolean int64Numbers) {
    com.fasterxml.jackson.databind.ObjectMapper m =
        new com.fasterxml.jackson.databind.ObjectMapper()
            .registerModule(
                new dev.bale.jackson.BaleModule()
                    .withLimits(limits)
                    .withInt64AsNumbers(int64Numbers));
    return new JacksonMapper("Jackson 2", limits, int64Numbers) {
      @Override
      String write(Object value) {
        try {
          return m.writeValueAsString(value);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
          throw new AssertionError(e);
        }
      }

      @Override
      Object read(Object json, Type type) {
        com.fasterxml.jackson.databind.JavaType t = m.getTypeFactory().constructType(type);
        try {
          return json instanceof byte[] b ? m.readValue(b, t) : m.readValue((String) json, t);
        } catch (dev.bale.jackson.JsonLimitException e) {
          throw new Rejected(
              e,
              false,
              new Limit(e.code(), e.path(), e.line(), e.column(), e.charged(), e.budget()));
        } catch (com.fasterxml.jackson.databind.JsonMappingException e) {
          throw new Rejected(
              e, e instanceof com.fasterxml.jackson.databind.exc.MismatchedInputException, null);
        } catch (java.io.IOException e) {
          throw new AssertionError(e);
        }
      }

      @Override
      JacksonMapper with(Limits l, boolean numbers) {
        return v2(l, numbers);
      }

      @Override
      boolean writesInt64AsNumbers(boolean numbers) {
        return new dev.bale.jackson.BaleModule().withInt64AsNumbers(numbers).writesInt64AsNumbers();
      }
    };
  }

  /** Jackson 3 with {@code bale-jackson3}'s module. */
  static JacksonMapper v3(Limits limits, boolean int64Numbers) {
    tools.jackson.databind.json.JsonMapper m =
        tools.jackson.databind.json.JsonMapper.builder()
            .addModule(
                new dev.bale.jackson3.BaleModule()
                    .withLimits(limits)
                    .withInt64AsNumbers(int64Numbers))
            .build();
    return new JacksonMapper("Jackson 3", limits, int64Numbers) {
      @Override
      String write(Object value) {
        return m.writeValueAsString(value);
      }

      @Override
      Object read(Object json, Type type) {
        tools.jackson.databind.JavaType t = m.getTypeFactory().constructType(type);
        try {
          return json instanceof byte[] b ? m.readValue(b, t) : m.readValue((String) json, t);
        } catch (dev.bale.jackson3.JsonLimitException e) {
          throw new Rejected(
              e,
              false,
              new Limit(e.code(), e.path(), e.line(), e.column(), e.charged(), e.budget()));
        } catch (tools.jackson.databind.DatabindException e) {
          throw new Rejected(
              e, e instanceof tools.jackson.databind.exc.MismatchedInputException, null);
        }
      }

      @Override
      JacksonMapper with(Limits l, boolean numbers) {
        return v3(l, numbers);
      }

      @Override
      boolean writesInt64AsNumbers(boolean numbers) {
        return new dev.bale.jackson3.BaleModule()
            .withInt64AsNumbers(numbers)
            .writesInt64AsNumbers();
      }
    };
  }

  private final String name;
  private final Limits limits;
  private final boolean int64Numbers;

  private JacksonMapper(String name, Limits limits, boolean int64Numbers) {
    this.name = name;
    this.limits = limits;
    this.int64Numbers = int64Numbers;
  }

  /** The value as the mapper writes it. */
  abstract String write(Object value);

  /** Reads {@code json} (a String or UTF-8 bytes) as {@code type}; {@link Rejected} if refused. */
  abstract Object read(Object json, Type type);

  /** The same version with a module of other limits and 64-bit form. */
  abstract JacksonMapper with(Limits limits, boolean int64Numbers);

  /** What a new module made {@code withInt64AsNumbers(numbers)} answers. */
  abstract boolean writesInt64AsNumbers(boolean numbers);

  <T> T read(Object json, Class<T> type) {
    return type.cast(read(json, (Type) type));
  }

  /** The same version with a module reading under {@code limits}. */
  JacksonMapper withLimits(Limits l) {
    return with(l, int64Numbers);
  }

  /** The same version with a module writing 64-bit integers as numbers. */
  JacksonMapper withInt64AsNumbers() {
    return with(limits, true);
  }

  @Override
  public String toString() {
    return name;
  }

  /** Jackson's major version: 2 or 3. */
  int version() {
    return name.endsWith("3") ? 3 : 2;
  }

  /** A parameterized type: {@code of(List.class, Wide.class)} is {@code List<Wide>}. */
  static Type of(Class<?> raw, Type... arguments) {
    return new ParameterizedType() {
      @Override
      public Type[] getActualTypeArguments() {
        return arguments.clone();
      }

      @Override
      public Type getRawType() {
        return raw;
      }

      @Override
      public Type getOwnerType() {
        return null;
      }
    };
  }

  /** What a module's {@code JsonLimitException} says. */
  record Limit(String code, String path, int line, int column, long charged, long budget) {}

  /** A read the mapper refused, with the version's exception as its cause. */
  static final class Rejected extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final boolean mismatch;
    private final transient Limit limit;

    Rejected(Exception cause, boolean mismatch, Limit limit) {
      super(cause.getMessage(), cause);
      this.mismatch = mismatch;
      this.limit = limit;
    }

    /** Whether the version's exception is its {@code MismatchedInputException}. */
    boolean mismatch() {
      return mismatch;
    }

    /** The reading budget's error, or null for another refusal. */
    Limit limit() {
      return limit;
    }
  }
}
