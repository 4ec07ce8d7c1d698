package dev.autopilot.playwright.internal.act;

import java.util.regex.Pattern;

/** Matches a URL against a wait_for value: a glob when it has {@code *}, else a substring. Stateless. */
public final class UrlMatch {
  private UrlMatch() {}

  /**
   * Whether the URL matches. In a glob, {@code **} matches anything and {@code *} anything but
   * {@code /}; every other character stands for itself.
   *
   * @param pattern a glob when it has {@code *}, which must match the whole URL; else a text the
   *     URL must contain
   * @param url the page's URL
   * @return whether the URL matches
   */
  public static boolean matches(String pattern, String url) {
    if (pattern.indexOf('*') < 0) {
      return url.contains(pattern);
    }
    return toRegex(pattern).matcher(url).matches();
  }

  static Pattern toRegex(String glob) {
    StringBuilder re = new StringBuilder();
    StringBuilder literal = new StringBuilder();
    for (int i = 0; i < glob.length(); i++) {
      char c = glob.charAt(i);
      if (c != '*') {
        literal.append(c);
        continue;
      }
      if (literal.length() > 0) {
        re.append(Pattern.quote(literal.toString()));
        literal.setLength(0);
      }
      if (i + 1 < glob.length() && glob.charAt(i + 1) == '*') {
        re.append(".*");
        i++;
      } else {
        re.append("[^/]*");
      }
    }
    if (literal.length() > 0) {
      re.append(Pattern.quote(literal.toString()));
    }
    return Pattern.compile(re.toString());
  }
}
