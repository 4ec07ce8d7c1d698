package dev.autopilot.core.model;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** When a run takes screenshots, and whether a model may look at them. */
public enum ScreenshotMode {
  /** Screenshots only where a vision check needs one (and as submit evidence); the default. */
  VISION_ONLY,
  /** A screenshot at every step as evidence, and vision checks where allowed. */
  ALWAYS,
  /** No step screenshots and no vision checks. */
  OFF;

  /** {@return whether a model may be shown a screenshot: false only for {@link #OFF}} */
  public boolean allowsVision() {
    return this != OFF;
  }

  /** {@return whether every step leaves a screenshot as evidence: true only for {@link #ALWAYS}} */
  public boolean screenshotEveryStep() {
    return this == ALWAYS;
  }

  /** {@return the name in configuration and events: the constant's name in lowercase, such as {@code vision_only}} */
  @JsonValue
  public String wireName() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * The mode of a configuration value ({@code vision_only}, {@code always}, {@code off}, any
   * case).
   *
   * @param value the configured value, surrounding blanks ignored
   * @return the mode it names
   * @throws IllegalArgumentException naming the accepted values when the value is none of them
   */
  public static ScreenshotMode parse(String value) {
    for (ScreenshotMode m : values()) {
      if (m.wireName().equalsIgnoreCase(value.trim())) {
        return m;
      }
    }
    throw new IllegalArgumentException("screenshot mode must be vision_only, always or off, was '" + value + "'");
  }
}
