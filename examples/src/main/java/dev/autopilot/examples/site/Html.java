package dev.autopilot.examples.site;

/** HTML escaping and attribute snippets. */
final class Html {
  private Html() {}

  static String escape(String text) {
    StringBuilder out = new StringBuilder(text.length() + 16);
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '&':
          out.append("&amp;");
          break;
        case '<':
          out.append("&lt;");
          break;
        case '>':
          out.append("&gt;");
          break;
        case '"':
          out.append("&quot;");
          break;
        case '\'':
          out.append("&#39;");
          break;
        default:
          out.append(c);
      }
    }
    return out.toString();
  }

  /** {@code  name="value"} with a leading space, the value escaped. */
  static String attr(String name, String value) {
    return " " + name + "=\"" + escape(value) + "\"";
  }

  /** {@code  name} with a leading space when on, else nothing. */
  static String flag(String name, boolean on) {
    return on ? " " + name : "";
  }
}
