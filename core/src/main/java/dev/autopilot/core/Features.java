package dev.autopilot.core;

import static java.util.Objects.requireNonNull;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Switches a host turns off to roll a capability back without a new release: each {@link Flag}
 * is on unless turned off, on the orchestrator's builder ({@code .features(...)}), or for a whole
 * process through system properties ({@code -Dautopilot.features.assist=false}) or environment
 * variables ({@code AUTOPILOT_FEATURES_ASSIST=false}); a system property wins over the
 * environment. What each flag turns off is on its constant.
 *
 * <p>Components receive the features through {@code withFeatures(Features)} on their SPI ({@link
 * SnapshotProvider#withFeatures}, {@link Planner#withFeatures}): the default keeps the component
 * as it is; a component with a capability behind a flag returns a variant without it. The
 * orchestrator itself honours the assist, vision, cache, memory and browser-actions flags.
 * Immutable and thread-safe.
 */
public final class Features {
  private static final Features ALL_ON = new Features(EnumSet.noneOf(Flag.class));

  /** The capabilities behind flags. */
  public enum Flag {
    /**
     * {@code snapshot.incremental}: snapshots of a page whose structure did not change send only
     * the controls that changed. Off, every snapshot reads the whole page (the snapshot mode of
     * before incremental snapshots).
     */
    SNAPSHOT_INCREMENTAL("snapshot.incremental"),
    /** {@code assist}: assist plugins (profile autofill, an autofill extension) are offered the form. Off, the planner fills alone. */
    ASSIST("assist"),
    /** {@code model.routes}: a routing planner asks the model for what the rules leave open. Off, the rules plan alone. */
    MODEL_ROUTES("model.routes"),
    /** {@code vision.fallback}: the run asks the vision check at its nodes. Off, no screenshot is shown to a model. */
    VISION_FALLBACK("vision.fallback"),
    /** {@code cache}: the orchestrator's locator cache is read and written. Off, runs plan as if no cache were set. */
    CACHE("cache"),
    /** {@code memory}: trajectory memory is recalled before planning and written after a run. Off, runs neither read nor write it. */
    MEMORY("memory"),
    /**
     * {@code browser.actions}: runs act on pages (fill, click, submit). Off, {@code run},
     * {@code prepare} and {@code confirm} stop at once with {@code CAPABILITY_DISABLED}
     * ({@link ErrorCode#BROWSER_CAPABILITY_DISABLED}) before opening the page: the kill switch.
     */
    BROWSER_ACTIONS("browser.actions");

    private final String key;

    Flag(String key) {
      this.key = key;
    }

    /** {@return the flag's name in configuration and run settings, such as {@code model.routes}} */
    public String key() {
      return key;
    }

    /** {@return the system property that sets it, such as {@code autopilot.features.model.routes}} */
    public String property() {
      return "autopilot.features." + key;
    }

    /**
     * {@return the environment variable that sets it, such as {@code
     * AUTOPILOT_FEATURES_MODEL_ROUTES}}
     */
    public String environmentVariable() {
      return "AUTOPILOT_FEATURES_" + key.replace('.', '_').toUpperCase(Locale.ROOT);
    }
  }

  private final Set<Flag> off;

  private Features(Set<Flag> off) {
    this.off = Collections.unmodifiableSet(off.isEmpty() ? EnumSet.noneOf(Flag.class) : EnumSet.copyOf(off));
  }

  /** {@return every capability on: the default; one shared instance} */
  public static Features allOn() {
    return ALL_ON;
  }

  /**
   * The features this process's system properties and environment variables set; every flag
   * neither names is on.
   *
   * @return the features read now; later changes to the properties or environment are not seen
   * @throws AutopilotException with {@link ErrorCode#CONFIG_INVALID} for a value other than
   *     {@code true} or {@code false}
   */
  public static Features fromEnvironment() {
    Map<String, String> props = new java.util.HashMap<>();
    System.getProperties().forEach((k, v) -> props.put(String.valueOf(k), String.valueOf(v)));
    return from(props, System.getenv());
  }

  /**
   * The features these system properties and environment variables set (a property wins). A flag
   * is off when its setting is {@code false} and on when it is {@code true} (case and surrounding
   * blanks ignored) or absent.
   *
   * @param properties system properties by name, such as {@code autopilot.features.assist}; keys
   *     that name no flag are ignored
   * @param environment environment variables by name, such as {@code AUTOPILOT_FEATURES_ASSIST};
   *     read only for a flag the properties do not set
   * @return the features; every flag on when neither map names one
   * @throws AutopilotException with {@link ErrorCode#CONFIG_INVALID} for a value other than
   *     {@code true} or {@code false}, naming the setting
   */
  public static Features from(Map<String, String> properties, Map<String, String> environment) {
    requireNonNull(properties, "properties");
    requireNonNull(environment, "environment");
    Set<Flag> off = EnumSet.noneOf(Flag.class);
    for (Flag f : Flag.values()) {
      String name = f.property();
      String value = properties.get(name);
      if (value == null) {
        name = f.environmentVariable();
        value = environment.get(name);
      }
      if (value == null) {
        continue;
      }
      String v = value.strip().toLowerCase(Locale.ROOT);
      if (v.equals("false")) {
        off.add(f);
      } else if (!v.equals("true")) {
        throw new AutopilotException(ErrorCode.CONFIG_INVALID, name + " must be true or false, was '" + value + "'");
      }
    }
    return new Features(off);
  }

  /**
   * Whether the flag is on.
   *
   * @param flag the flag, not null
   * @return true unless the flag was turned off
   */
  public boolean isOn(Flag flag) {
    return !off.contains(requireNonNull(flag, "flag"));
  }

  /**
   * A copy with these flags off as well; this one is unchanged.
   *
   * @param flags the flags to turn off, none null; none gives an equal copy
   * @return the new features
   */
  public Features without(Flag... flags) {
    Set<Flag> more = EnumSet.noneOf(Flag.class);
    more.addAll(off);
    for (Flag f : flags) {
      more.add(requireNonNull(f, "flag"));
    }
    return new Features(more);
  }

  /**
   * A copy with these flags on again; this one is unchanged.
   *
   * @param flags the flags to turn on, none null; none gives an equal copy
   * @return the new features
   */
  public Features with(Flag... flags) {
    Set<Flag> less = EnumSet.noneOf(Flag.class);
    less.addAll(off);
    for (Flag f : flags) {
      less.remove(requireNonNull(f, "flag"));
    }
    return new Features(less);
  }

  /** {@return the flags that are off, unmodifiable; empty when everything is on} */
  public Set<Flag> off() {
    return off;
  }

  /**
   * {@return every flag as run settings show it, {@code feature.assist=on, feature.model.routes=off,
   * ...}, in the order of {@link Flag}; a new map the caller may change}
   */
  public Map<String, String> settings() {
    Map<String, String> out = new java.util.LinkedHashMap<>();
    for (Flag f : Flag.values()) {
      out.put("feature." + f.key(), isOn(f) ? "on" : "off");
    }
    return out;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Features f && f.off.equals(off);
  }

  @Override
  public int hashCode() {
    return off.hashCode();
  }

  @Override
  public String toString() {
    return "Features[off=" + off + "]";
  }
}
