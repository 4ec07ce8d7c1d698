package dev.autopilot.extract;

/**
 * What a field's values are, which decides how the text read from the page is typed and what the
 * {@link QualityGate} counts as valid. Values of a record are {@link String} (TEXT), {@link
 * java.math.BigDecimal} (NUMBER), {@link Long} (INTEGER), {@link java.time.LocalDate} (DATE),
 * {@link java.net.URI} (URL, absolute) or {@link Boolean} (BOOLEAN).
 */
public enum FieldType {
  /** Any text. */
  TEXT,
  /** A decimal number; currency signs, units and thousands separators around it are read past ("$1,299.00"). */
  NUMBER,
  /** A whole number, read as NUMBER is and valid only without a fraction. */
  INTEGER,
  /** A date in any form the project's value rules read (ISO, numeric, "Jan 5, 2026"). */
  DATE,
  /** An absolute http(s) link: a locator reading {@code href} or {@code src} gives one. */
  URL,
  /** yes/no, true/false, ✓/✗. */
  BOOLEAN
}
