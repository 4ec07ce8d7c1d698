package dev.autopilot.examples.site;

import java.io.ByteArrayOutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/** Parameters of headers such as {@code Content-Type} and {@code Content-Disposition}. */
final class HeaderParams {
  private HeaderParams() {}

  /**
   * The {@code key=value} parameters after the first {@code ;}, keys lower-cased, quoted values
   * unquoted (with backslash escapes). The first occurrence of a key wins.
   */
  static Map<String, String> parse(String header) {
    Map<String, String> params = new LinkedHashMap<>();
    int i = header.indexOf(';');
    int n = header.length();
    while (i >= 0 && i < n) {
      i++;
      while (i < n && (header.charAt(i) == ' ' || header.charAt(i) == '\t' || header.charAt(i) == ';')) {
        i++;
      }
      int eq = header.indexOf('=', i);
      int semi = header.indexOf(';', i);
      if (eq < 0 || (semi >= 0 && semi < eq)) {
        i = semi;
        continue;
      }
      String key = header.substring(i, eq).trim().toLowerCase(Locale.ROOT);
      i = eq + 1;
      while (i < n && (header.charAt(i) == ' ' || header.charAt(i) == '\t')) {
        i++;
      }
      StringBuilder value = new StringBuilder();
      if (i < n && header.charAt(i) == '"') {
        i++;
        while (i < n && header.charAt(i) != '"') {
          char c = header.charAt(i);
          if (c == '\\' && i + 1 < n) {
            i++;
            c = header.charAt(i);
          }
          value.append(c);
          i++;
        }
        i = header.indexOf(';', i);
      } else {
        int end = header.indexOf(';', i);
        value.append(header, i, end < 0 ? n : end);
        i = end;
      }
      params.putIfAbsent(key, value.toString().trim());
    }
    return params;
  }

  /**
   * Undoes the escaping browsers apply to names and file names in multipart headers (WHATWG
   * HTML: {@code "} as {@code %22}, CR as {@code %0D}, LF as {@code %0A}).
   */
  static String unescapeBrowserName(String name) {
    if (name.indexOf('%') < 0) {
      return name;
    }
    return name.replace("%22", "\"").replace("%0D", "\r").replace("%0A", "\n");
  }

  /** Decodes an RFC 8187 extended value such as {@code UTF-8''r%C3%A9sum%C3%A9.pdf}. */
  static String decodeExtended(String value) {
    int first = value.indexOf('\'');
    int second = first < 0 ? -1 : value.indexOf('\'', first + 1);
    if (second < 0) {
      return value;
    }
    Charset charset;
    try {
      charset = Charset.forName(value.substring(0, first));
    } catch (IllegalArgumentException e) {
      charset = StandardCharsets.UTF_8;
    }
    String encoded = value.substring(second + 1);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(encoded.length());
    for (int i = 0; i < encoded.length(); i++) {
      char c = encoded.charAt(i);
      if (c == '%' && i + 2 < encoded.length() && isHex(encoded.charAt(i + 1)) && isHex(encoded.charAt(i + 2))) {
        bytes.write(Integer.parseInt(encoded.substring(i + 1, i + 3), 16));
        i += 2;
      } else {
        byte[] raw = String.valueOf(c).getBytes(StandardCharsets.UTF_8);
        bytes.write(raw, 0, raw.length);
      }
    }
    return bytes.toString(charset);
  }

  private static boolean isHex(char c) {
    return Character.digit(c, 16) >= 0;
  }
}
