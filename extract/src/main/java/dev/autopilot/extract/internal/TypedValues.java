package dev.autopilot.extract.internal;

import dev.autopilot.core.match.Values;
import dev.autopilot.extract.FieldType;
import java.math.BigDecimal;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * Types the text read for a field; the dates and numbers are read by the project's one set of
 * value rules ({@link Values}). Stateless.
 */
public final class TypedValues {
  /** A number inside a text such as "$1,299.00" or "7 kg": digits with grouping commas or spaces and a decimal point. */
  private static final Pattern NUMBER_IN = Pattern.compile("[-+]?\\d[\\d,\u00a0 _]*(?:\\.\\d+)?|[-+]?\\.\\d+");
  private static final Pattern WORD = Pattern.compile("\\p{L}+");
  private static final Set<String> YES = Set.of("yes", "true", "y", "1", "✓", "✔", "on", "available", "in stock");
  private static final Set<String> NO = Set.of("no", "false", "n", "0", "✗", "✘", "off", "unavailable", "out of stock");

  private TypedValues() {}

  /**
   * The typed value, or null when the text is no value of that type.
   *
   * @param type the field's type, which decides the Java type returned (see {@link
   *     dev.autopilot.extract.FieldType})
   * @param text the text read; surrounding spaces are ignored
   * @return the value, or null when the text is blank or not a value of that type
   */
  public static @Nullable Object parse(FieldType type, String text) {
    String t = text.strip();
    if (t.isEmpty()) {
      return null;
    }
    return switch (type) {
      case TEXT -> t;
      case NUMBER -> number(t);
      case INTEGER -> {
        BigDecimal n = number(t);
        if (n == null) {
          yield null;
        }
        try {
          yield n.stripTrailingZeros().longValueExact();
        } catch (ArithmeticException e) {
          yield null;
        }
      }
      case DATE -> Values.date(t);
      case URL -> url(t);
      case BOOLEAN -> {
        String k = t.toLowerCase(Locale.ROOT);
        yield YES.contains(k) ? Boolean.TRUE : NO.contains(k) ? Boolean.FALSE : null;
      }
    };
  }

  /** The one number in the text, around currency signs and units; null when none or several. */
  static @Nullable BigDecimal number(String t) {
    Matcher m = NUMBER_IN.matcher(t);
    if (!m.find()) {
      return null;
    }
    String found = m.group().strip();
    if (m.find()) {
      return null;
    }
    String rest = (t.substring(0, t.indexOf(found)) + t.substring(t.indexOf(found) + found.length())).strip();
    if (WORD.matcher(rest).results().count() > 2) {
      return null; // a sentence with a number in it is no number; a unit or two around it is
    }
    return Values.number(found);
  }

  private static @Nullable URI url(String t) {
    try {
      URI u = new URI(t);
      String scheme = u.getScheme() == null ? "" : u.getScheme().toLowerCase(Locale.ROOT);
      return (scheme.equals("http") || scheme.equals("https")) && u.getHost() != null ? u : null;
    } catch (URISyntaxException e) {
      return null;
    }
  }
}
