package dev.autopilot.extract.internal;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * One site's robots.txt, read as RFC 9309 says: the group of the most specific user-agent that
 * names the crawler's product token, else the {@code *} group; of its rules the longest matching
 * path wins, an {@code allow} winning a tie; {@code *} matches any run of characters and a final
 * {@code $} the end. Immutable.
 */
public final class Robots {
  private record Rule(boolean allow, String path, Pattern pattern) {}

  private final List<Rule> rules;
  private final boolean disallowAll;

  private Robots(List<Rule> rules, boolean disallowAll) {
    this.rules = List.copyOf(rules);
    this.disallowAll = disallowAll;
  }

  /**
   * A site whose robots.txt is missing (a 4xx): everything is allowed.
   *
   * @return rules that allow every URL
   */
  public static Robots allowAll() {
    return new Robots(List.of(), false);
  }

  /**
   * A site whose robots.txt could not be read (a 5xx, no answer): nothing is allowed.
   *
   * @return rules that refuse every URL
   */
  public static Robots disallowAll() {
    return new Robots(List.of(), true);
  }

  /**
   * Parses a robots.txt for a crawler with this product token.
   *
   * @param text the file's text
   * @param agent the crawler's product token, such as {@code AutopilotExtract}
   * @return the rules of the groups naming this agent (compared case-insensitively, either
   *     containing the other), else those of {@code *}; none allows everything
   */
  public static Robots parse(String text, String agent) {
    String me = agent.toLowerCase(Locale.ROOT);
    List<Rule> mine = new ArrayList<>();
    List<Rule> star = new ArrayList<>();
    boolean foundMine = false;
    List<String> agents = new ArrayList<>();
    List<Rule> group = new ArrayList<>();
    boolean inRules = false;
    List<String[]> lines = new ArrayList<>();
    for (String raw : text.split("\r?\n|\r")) {
      int hash = raw.indexOf('#');
      String line = (hash >= 0 ? raw.substring(0, hash) : raw).strip();
      int colon = line.indexOf(':');
      if (colon > 0) {
        lines.add(new String[] {line.substring(0, colon).strip().toLowerCase(Locale.ROOT), line.substring(colon + 1).strip()});
      }
    }
    lines.add(new String[] {"user-agent", "\u0000end"});
    for (String[] kv : lines) {
      if (kv[0].equals("user-agent")) {
        if (inRules) {
          // a group ends: keep its rules for the agents it named
          for (String a : agents) {
            if (a.equals("*")) {
              star.addAll(group);
            } else if (me.contains(a) || a.contains(me)) {
              mine.addAll(group);
              foundMine = true;
            }
          }
          agents = new ArrayList<>();
          group = new ArrayList<>();
          inRules = false;
        }
        agents.add(kv[1].toLowerCase(Locale.ROOT));
      } else if (kv[0].equals("allow") || kv[0].equals("disallow")) {
        inRules = true;
        if (!kv[1].isEmpty()) {
          group.add(new Rule(kv[0].equals("allow"), kv[1], compile(kv[1])));
        }
      }
    }
    return new Robots(foundMine ? mine : star, false);
  }

  /**
   * Whether the crawler may fetch this URL (its path and query).
   *
   * @param url an absolute URL of the site the rules came from
   * @return true when no rule matches or the longest match is an {@code Allow} (an {@code
   *     Allow} wins a tie)
   */
  public boolean allows(URI url) {
    if (disallowAll) {
      return false;
    }
    String path = (url.getRawPath() == null || url.getRawPath().isEmpty() ? "/" : url.getRawPath()) + (url.getRawQuery() == null ? "" : "?" + url.getRawQuery());
    Rule best = null;
    for (Rule r : rules) {
      if (r.pattern.matcher(path).lookingAt()) {
        if (best == null || r.path.length() > best.path.length() || r.path.length() == best.path.length() && r.allow) {
          best = r;
        }
      }
    }
    return best == null || best.allow;
  }

  private static Pattern compile(String path) {
    boolean end = path.endsWith("$");
    String p = end ? path.substring(0, path.length() - 1) : path;
    List<String> parts = new ArrayList<>();
    for (String part : p.split("\\*", -1)) {
      parts.add(part.isEmpty() ? "" : Pattern.quote(part));
    }
    String re = String.join(".*", parts);
    return Pattern.compile(re + (end ? "$" : ""));
  }
}
