package dev.autopilot.examples.site;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The site's HTML templates, read from the classpath next to this class. A template names its
 * holes {@code {{name}}} (filled HTML-escaped) or {@code {{{name}}}} (filled as is, for markup
 * the site built itself). A hole without a value is a bug and throws.
 */
final class Templates {
  private static final Pattern HOLE = Pattern.compile("\\{\\{\\{([\\w.-]+)}}}|\\{\\{([\\w.-]+)}}");
  private static final String ROOT = "/dev/autopilot/examples/site/";

  private final Map<String, String> cache = new ConcurrentHashMap<>();

  /** The template filled with the values, given as name, value, name, value, ... */
  String render(String template, String... namesAndValues) {
    if (namesAndValues.length % 2 != 0) {
      throw new IllegalArgumentException("names and values must pair up");
    }
    Map<String, String> values = new HashMap<>();
    for (int i = 0; i < namesAndValues.length; i += 2) {
      values.put(namesAndValues[i], namesAndValues[i + 1]);
    }
    return render(template, values);
  }

  String render(String template, Map<String, String> values) {
    String source = raw(template);
    Matcher m = HOLE.matcher(source);
    StringBuilder out = new StringBuilder(source.length() + 256);
    while (m.find()) {
      boolean escaped = m.group(1) == null;
      String name = escaped ? m.group(2) : m.group(1);
      String value = values.get(name);
      if (value == null) {
        throw new IllegalStateException("template " + template + " has no value for " + name);
      }
      m.appendReplacement(out, Matcher.quoteReplacement(escaped ? Html.escape(value) : value));
    }
    m.appendTail(out);
    return out.toString();
  }

  /** The template's text as stored. */
  String raw(String template) {
    return cache.computeIfAbsent(template, Templates::load);
  }

  private static String load(String template) {
    try (InputStream in = Templates.class.getResourceAsStream(ROOT + template)) {
      if (in == null) {
        throw new IllegalStateException("missing template " + ROOT + template);
      }
      String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      // Files end with a line break; fragments are joined without one.
      return text.endsWith("\n") ? text.substring(0, text.length() - 1) : text;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
