package dev.autopilot.observability.internal;

/** HTML escaping and the style sheet shared by the run report and the run index. Stateless. */
public final class Html {
  private Html() {}

  /**
   * The text with {@code & < > " '} escaped, for element content and attribute values.
   *
   * @param text any text; not redacted here
   * @return the escaped text, safe inside an element or a quoted attribute
   */
  public static String esc(String text) {
    StringBuilder out = new StringBuilder(text.length() + 16);
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '&' -> out.append("&amp;");
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '"' -> out.append("&quot;");
        case '\'' -> out.append("&#39;");
        default -> out.append(c);
      }
    }
    return out.toString();
  }

  /** The shared style: no external resource, system fonts. */
  public static final String STYLE = """
      body{font:14px/1.45 system-ui,sans-serif;margin:1.5em auto;max-width:1100px;padding:0 1em;color:#1b1f24}
      h1{font-size:1.4em}h2{font-size:1.15em;margin-top:1.6em}h3{font-size:1em;margin:.2em 0}
      .banner{padding:.6em .9em;border-radius:6px;background:#eef6ee;border:1px solid #8c8}
      .banner.bad{background:#fdf0ef;border-color:#d88}.banner.incomplete{background:#fff7e0;border-color:#db4}
      ol.timeline{list-style:none;padding:0}ol.timeline>li{border-left:3px solid #ccd;padding:.3em 0 .6em .9em;margin:.4em 0}
      ul.events{list-style:none;padding:0;margin:.2em 0}ul.events li{margin:.15em 0}
      .failed{color:#a01414;font-weight:600}.ok{color:#17621f}.muted{color:#667}
      .kind{display:inline-block;min-width:11em;color:#556;font-family:ui-monospace,monospace;font-size:.85em}
      pre{background:#f5f6f8;border:1px solid #dde;padding:.5em;overflow:auto;max-height:20em;font-size:12px}
      figure{margin:.4em 0}figure img{max-width:520px;border:1px solid #bbc}
      table{border-collapse:collapse;margin:.4em 0}td,th{border:1px solid #ccd;padding:.25em .5em;text-align:left;vertical-align:top}
      th{background:#f0f1f4}.bar{display:inline-block;height:.8em;background:#c55;vertical-align:middle}
      """;
}
