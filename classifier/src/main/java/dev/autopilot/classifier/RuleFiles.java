package dev.autopilot.classifier;

import dev.autopilot.classifier.OutcomeRule.Source;
import dev.autopilot.core.model.OutcomeClass;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.jspecify.annotations.Nullable;

/**
 * Reads rule files: outcome vocabulary kept as data.
 *
 * <pre>
 * # a comment
 * [success_confirmed CONFIRMATION_TEXT 0.8]
 * thank(s| you) for applying
 * [external_blocked CHALLENGE_PAGE 0.85 source=url retryable=false priority=challenge]
 * /cdn-cgi/challenge-platform
 * </pre>
 *
 * <p>A header in brackets names the class (wire name), the code and the confidence, then
 * optional settings: {@code source} ({@code text}, the default, {@code title}, {@code url},
 * {@code status}, {@code field_error}), {@code retryable} ({@code true}/{@code false}) and
 * {@code priority} (a number or a tier name: {@code challenge}, {@code blocked}, {@code
 * error_status}, {@code field_errors}, {@code validation_status}, {@code error_text}, {@code
 * transient_text}, {@code confirmation}, {@code fallback}). A header is a line of a lower-case class
 * name and settings in brackets with no bracket inside. Every other non-blank line that does
 * not start with {@code #} is a case-insensitive regular expression, one rule each, under the
 * header above it.
 */
final class RuleFiles {
  static final String RESOURCE_FOLDER = "/dev/autopilot/classifier/rules/";
  /** A header line: a class wire name, then anything but brackets. A pattern may start with '[' too. */
  private static final Pattern HEADER = Pattern.compile("\\[\\s*[a-z_]+\\s+[^\\[\\]]*\\]");

  private RuleFiles() {}

  static List<OutcomeRule> parse(String origin, String text) {
    List<OutcomeRule> rules = new ArrayList<>();
    Header header = null;
    String[] lines = text.split("\r?\n", -1);
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i].strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      String where = origin + ":" + (i + 1);
      if (HEADER.matcher(line).matches()) {
        header = header(where, line.substring(1, line.length() - 1).strip());
        continue;
      }
      if (header == null) {
        throw new IllegalArgumentException(where + ": a pattern before any [class CODE confidence] header");
      }
      OutcomeRule rule;
      try {
        rule = OutcomeRule.of(header.source, line, header.outcomeClass, header.code, header.confidence);
      } catch (PatternSyntaxException e) {
        throw new IllegalArgumentException(where + ": invalid pattern: " + e.getDescription() + " in " + line, e);
      }
      if (header.retryable != null) {
        rule = rule.withRetryable(header.retryable);
      }
      if (header.priority != null) {
        rule = rule.withPriority(header.priority);
      }
      rules.add(rule);
    }
    return rules;
  }

  /** The rule file shipped under this name, such as {@code en.rules}. */
  static List<OutcomeRule> resource(String name) {
    String path = RESOURCE_FOLDER + name;
    try (InputStream in = RuleFiles.class.getResourceAsStream(path)) {
      if (in == null) {
        throw new IllegalArgumentException("no rule file " + path);
      }
      return parse(name, new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + path, e);
    }
  }

  private static Header header(String where, String body) {
    String[] parts = body.split("\\s+");
    if (parts.length < 3) {
      throw new IllegalArgumentException(where + ": a header needs a class, a code and a confidence: [" + body + "]");
    }
    Header h = new Header();
    h.outcomeClass = outcomeClass(where, parts[0]);
    h.code = parts[1];
    try {
      h.confidence = Double.parseDouble(parts[2]);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(where + ": the confidence must be a number in (0, 1]: " + parts[2], e);
    }
    if (!(h.confidence > 0 && h.confidence <= 1)) {
      throw new IllegalArgumentException(where + ": the confidence must be a number in (0, 1]: " + parts[2]);
    }
    for (int i = 3; i < parts.length; i++) {
      String[] kv = parts[i].split("=", 2);
      if (kv.length != 2) {
        throw new IllegalArgumentException(where + ": settings are key=value: " + parts[i]);
      }
      switch (kv[0]) {
        case "source" -> h.source = source(where, kv[1]);
        case "retryable" -> h.retryable = bool(where, kv[1]);
        case "priority" -> h.priority = priority(where, kv[1]);
        default -> throw new IllegalArgumentException(where + ": unknown setting '" + kv[0] + "' (source, retryable, priority)");
      }
    }
    return h;
  }

  private static OutcomeClass outcomeClass(String where, String name) {
    for (OutcomeClass c : OutcomeClass.values()) {
      if (c.wireName().equals(name)) {
        return c;
      }
    }
    throw new IllegalArgumentException(where + ": unknown outcome class '" + name + "'");
  }

  private static Source source(String where, String name) {
    try {
      return Source.valueOf(name.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(where + ": unknown source '" + name + "' (text, title, url, status, field_error)", e);
    }
  }

  private static boolean bool(String where, String value) {
    if (value.equals("true") || value.equals("false")) {
      return Boolean.parseBoolean(value);
    }
    throw new IllegalArgumentException(where + ": retryable must be true or false: " + value);
  }

  private static int priority(String where, String value) {
    return switch (value) {
      case "challenge" -> OutcomeRule.PRIORITY_CHALLENGE;
      case "blocked" -> OutcomeRule.PRIORITY_BLOCKED;
      case "error_status" -> OutcomeRule.PRIORITY_ERROR_STATUS;
      case "field_errors" -> OutcomeRule.PRIORITY_FIELD_ERRORS;
      case "validation_status" -> OutcomeRule.PRIORITY_VALIDATION_STATUS;
      case "error_text" -> OutcomeRule.PRIORITY_ERROR_TEXT;
      case "transient_text" -> OutcomeRule.PRIORITY_TRANSIENT_TEXT;
      case "confirmation" -> OutcomeRule.PRIORITY_CONFIRMATION;
      case "fallback" -> OutcomeRule.PRIORITY_FALLBACK;
      default -> {
        try {
          yield Integer.parseInt(value);
        } catch (NumberFormatException e) {
          throw new IllegalArgumentException(where + ": priority must be a number or a tier name: " + value, e);
        }
      }
    };
  }

  private static final class Header {
    OutcomeClass outcomeClass = OutcomeClass.UNKNOWN_BLOCKED;
    String code = "";
    double confidence;
    Source source = Source.TEXT;
    @Nullable Boolean retryable;
    @Nullable Integer priority;
  }
}
