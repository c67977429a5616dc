package dev.bale.benchmarks.suite;

import java.lang.invoke.CallSite;
import java.lang.invoke.LambdaMetafactory;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.function.IntFunction;
import java.util.function.ToIntFunction;

/**
 * Bale's generated enums are open classes (a constant per known value, {@code of(int)} and {@code
 * value()}), not Java enums, so the peers that work from the records get a small serializer that
 * writes the number: these two functions, bound once per class with LambdaMetafactory so the calls
 * are as cheap as a direct call.
 */
final class OpenEnums {
  private OpenEnums() {}

  /** Whether {@code c} is a generated Bale enum. */
  static boolean is(Class<?> c) {
    try {
      return !c.isRecord()
          && c.getMethod("of", int.class).getReturnType() == c
          && c.getMethod("value").getReturnType() == int.class;
    } catch (NoSuchMethodException e) {
      return false;
    }
  }

  /** {@code e -> e.value()} for enum class {@code c}. */
  @SuppressWarnings("unchecked")
  static ToIntFunction<Object> number(Class<?> c) {
    try {
      MethodHandles.Lookup lookup = MethodHandles.lookup();
      MethodHandle value = lookup.findVirtual(c, "value", MethodType.methodType(int.class));
      CallSite site =
          LambdaMetafactory.metafactory(
              lookup,
              "applyAsInt",
              MethodType.methodType(ToIntFunction.class),
              MethodType.methodType(int.class, Object.class),
              value,
              MethodType.methodType(int.class, c));
      return (ToIntFunction<Object>) site.getTarget().invoke();
    } catch (Throwable e) {
      throw new IllegalStateException(e);
    }
  }

  /** {@code n -> C.of(n)} for enum class {@code c}. */
  @SuppressWarnings("unchecked")
  static IntFunction<Object> of(Class<?> c) {
    try {
      MethodHandles.Lookup lookup = MethodHandles.lookup();
      MethodHandle of = lookup.findStatic(c, "of", MethodType.methodType(c, int.class));
      CallSite site =
          LambdaMetafactory.metafactory(
              lookup,
              "apply",
              MethodType.methodType(IntFunction.class),
              MethodType.methodType(Object.class, int.class),
              of,
              MethodType.methodType(c, int.class));
      return (IntFunction<Object>) site.getTarget().invoke();
    } catch (Throwable e) {
      throw new IllegalStateException(e);
    }
  }
}
