package dev.autopilot.testkit;

import static java.util.Objects.requireNonNull;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

/**
 * Checks that a {@code toBuilder()} keeps every setting, by reflection over the builder's own
 * fields: the builder a built object gives back must hold, field by field, what the builder that
 * built it held. A check also fails when the configured builder leaves a field at its default, so
 * a setting added later fails the test until the test sets it.
 *
 * <pre>{@code
 * BuilderRoundTrip.assertKeepsEverySetting(PlaywrightVerifier.builder(),
 *     PlaywrightVerifier.builder().noReread().errorsNeedNotClear(),
 *     PlaywrightVerifier.Builder::build, PlaywrightVerifier::toBuilder);
 * }</pre>
 *
 * <p>Fields are compared with {@code equals}, so a field of a type without value equality (a
 * lambda, a sink) passes only when the very instance is kept. Stateless and thread-safe.
 */
public final class BuilderRoundTrip {
  private BuilderRoundTrip() {}

  /**
   * Asserts that {@code toBuilder} of what {@code configured} builds holds every field of {@code
   * configured}, and that {@code configured} sets every field to other than {@code fresh}'s.
   *
   * @param fresh a new builder, at its defaults
   * @param configured a builder of the same class with every setting changed from its default
   * @param build builds from a builder
   * @param toBuilder the {@code toBuilder()} under test
   * @param <T> the built type
   * @param <B> the builder type
   * @throws AssertionError when a field is left at its default or is not kept
   */
  public static <T, B> void assertKeepsEverySetting(B fresh, B configured, Function<B, T> build, Function<T, B> toBuilder) {
    assertKeepsEverySetting(fresh, configured, build, toBuilder, Set.of());
  }

  /**
   * As {@link #assertKeepsEverySetting(Object, Object, Function, Function)}, for builders whose
   * settings exclude one another: the fields named are allowed at their default in {@code
   * configured} (test them with a second configuration).
   *
   * @param fresh a new builder, at its defaults
   * @param configured a builder of the same class with every other setting changed from its default
   * @param build builds from a builder
   * @param toBuilder the {@code toBuilder()} under test
   * @param atDefault the names of the builder's fields this configuration leaves at their default
   * @param <T> the built type
   * @param <B> the builder type
   * @throws AssertionError when another field is left at its default, or a field is not kept
   */
  public static <T, B> void assertKeepsEverySetting(B fresh, B configured, Function<B, T> build, Function<T, B> toBuilder, Set<String> atDefault) {
    requireNonNull(atDefault, "atDefault");
    requireNonNull(fresh, "fresh");
    requireNonNull(configured, "configured");
    assertSame(fresh.getClass(), configured.getClass(), "fresh and configured are builders of one class");
    List<Field> fields = fields(fresh.getClass());
    assertFalse(fields.isEmpty(), () -> fresh.getClass().getName() + " has no fields to compare");
    List<String> defaults = new ArrayList<>();
    for (Field f : fields) {
      if (!atDefault.contains(f.getName()) && Objects.equals(read(f, fresh), read(f, configured))) {
        defaults.add(f.getName());
      }
    }
    assertEquals(List.of(), defaults, "settings the test leaves at their default (set each to another value)");
    B back = toBuilder.apply(build.apply(configured));
    List<String> lost = new ArrayList<>();
    for (Field f : fields) {
      if (!Objects.equals(read(f, configured), read(f, back))) {
        lost.add(f.getName() + " (" + read(f, configured) + " became " + read(f, back) + ")");
      }
    }
    assertEquals(List.of(), lost, () -> "settings " + fresh.getClass().getName() + " loses in toBuilder()");
  }

  private static List<Field> fields(Class<?> type) {
    List<Field> fields = new ArrayList<>();
    for (Field f : type.getDeclaredFields()) {
      if (!Modifier.isStatic(f.getModifiers()) && !f.isSynthetic()) {
        f.setAccessible(true);
        fields.add(f);
      }
    }
    return fields;
  }

  private static Object read(Field f, Object target) {
    try {
      return f.get(target);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException("cannot read " + f, e);
    }
  }
}
