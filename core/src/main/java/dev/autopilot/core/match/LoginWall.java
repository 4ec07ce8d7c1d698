package dev.autopilot.core.match;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The one judgement of whether the page a run landed on is a login wall: the site wants a person
 * signed in before it shows the form. Judged from evidence, words only weighing it:
 *
 * <ul>
 *   <li>a password field a person could fill, and no more than {@value #MAX_LOGIN_FIELDS} other
 *       fields beside it (a user name or e-mail, say; boxes such as "Remember me" aside), so the
 *       page holds no form of its own; or
 *   <li>the document answered {@code 401}, or {@code 403} with a password field or sign-in words
 *       on the page; or
 *   <li>the URL asked for was sent to another host or path that asks, in sign-in words, for no
 *       more than a user name (a sign-in that asks for the password on its next step).
 * </ul>
 *
 * A page whose password field is declared {@code autocomplete="new-password"}, or that shows two
 * password fields (one and its confirmation), chooses a password (a sign-up form): it is never a
 * wall. A form that asks for a password among many other fields
 * (an application that creates an account) is not a wall either.
 *
 * <p>The sign-in words are data ({@code sign-in.words} beside this class), in English, German,
 * French, Spanish, Chinese and Arabic. Stateless and thread-safe.
 *
 * @param evidence what was seen, in words a person reads: the password field, the redirect, the
 *     status, the sign-in words
 * @param landedAt the host and path of the page judged (never its query, which may carry tokens)
 * @param redirected whether the URL asked for was sent to another host or path
 * @param status the document's HTTP status, 0 when unknown
 */
public record LoginWall(String evidence, String landedAt, boolean redirected, int status) {
  /** How many fields other than passwords a page may show beside one and still be a sign-in. */
  public static final int MAX_LOGIN_FIELDS = 2;

  private static final Pattern WORDS = words();

  /**
   * Checks that the evidence and the place are given.
   *
   * @param evidence what was seen, in words a person reads
   * @param landedAt the host and path of the page judged
   * @param redirected whether the URL asked for was sent elsewhere
   * @param status the document's HTTP status, 0 when unknown
   * @throws NullPointerException when {@code evidence} or {@code landedAt} is null
   */
  public LoginWall {
    requireNonNull(evidence, "evidence");
    requireNonNull(landedAt, "landedAt");
  }

  /**
   * Judges the page a navigation landed on.
   *
   * @param requestedUrl the URL the run opened
   * @param landed the snapshot of the page it landed on
   * @param status the HTTP status of the document ({@code BrowserSession#navigationStatus()}), 0
   *     when unknown
   * @return the wall and its evidence, or empty when the page is not one
   */
  public static Optional<LoginWall> detect(String requestedUrl, SemanticSnapshot landed, int status) {
    requireNonNull(requestedUrl, "requestedUrl");
    requireNonNull(landed, "landed");
    String url = landed.page().url();
    Passwords counted = Passwords.of(landed);
    if (counted.choosing) {
      return Optional.empty();
    }
    int others = counted.others;
    List<SemanticElement> passwords = counted.passwords;
    boolean redirected = movedAway(requestedUrl, url);
    @Nullable String words = signInWords(landed);
    List<String> seen = new ArrayList<>();
    boolean wall = false;
    if (counted.formless()) {
      wall = true;
      seen.add("a password field and " + others + " other field" + (others == 1 ? "" : "s") + ", no form of its own");
    }
    if (status == 401 || status == 403 && (!passwords.isEmpty() || words != null)) {
      wall = true;
      seen.add("the site answered " + status);
    }
    if (passwords.isEmpty() && redirected && words != null && others <= 1) {
      wall = true;
      seen.add("a sign-in that asks for a user name first");
    }
    if (!wall) {
      return Optional.empty();
    }
    if (redirected) {
      seen.add("sent from " + place(requestedUrl) + " to " + place(url));
    }
    if (words != null) {
      seen.add("the page says '" + words + "'");
    }
    return Optional.of(new LoginWall(String.join("; ", seen), place(url), redirected, status));
  }

  /**
   * Whether typing into this field would sign in: a password field the page declares {@code
   * current-password}, or the password of a page that is a sign-in and nothing else (see {@link
   * #detect}: a password field with no form of its own). The gate refuses typing into it, whoever
   * planned it.
   *
   * @param field the field about to be typed into
   * @param snapshot the page that holds it, read for its other fields
   * @return true for a sign-in's password; false for a field that is no password, and for one that
   *     chooses a password (a sign-up)
   * @throws NullPointerException when an argument is null
   */
  public static boolean signInPassword(SemanticElement field, SemanticSnapshot snapshot) {
    requireNonNull(field, "field");
    requireNonNull(snapshot, "snapshot");
    if (!Fields.isSecret(field) || choosesPassword(field)) {
      return false;
    }
    String ac = field.attribute("autocomplete");
    if (ac != null && List.of(ac.toLowerCase(Locale.ROOT).split("\\s+")).contains("current-password")) {
      return true;
    }
    Passwords counted = Passwords.of(snapshot);
    return !counted.choosing && counted.formless();
  }

  /** The password fields of a page and how many other fields stand beside them. */
  private static final class Passwords {
    final List<SemanticElement> passwords = new ArrayList<>();
    int others;
    /** Whether the page chooses a password: one declared new, or two (a password and its confirmation). */
    boolean choosing;

    static Passwords of(SemanticSnapshot snapshot) {
      Passwords f = new Passwords();
      for (SemanticElement e : snapshot.elements()) {
        boolean secret = Fields.isSecret(e);
        if (!FormPresence.isShownField(e) && !(secret && Fields.askable(e))) {
          continue;
        }
        if (secret) {
          f.choosing |= choosesPassword(e);
          f.passwords.add(e);
        } else if (e.role() != Role.CHECKBOX && e.role() != Role.SWITCH) {
          f.others++;
        }
      }
      f.choosing |= f.passwords.size() >= 2;
      return f;
    }

    /** A password field and no form of its own beside it. */
    boolean formless() {
      return !passwords.isEmpty() && others <= MAX_LOGIN_FIELDS;
    }
  }

  /**
   * Whether a password field asks for a new password (a sign-up), as the page declares it.
   *
   * @param e a password field
   * @return true when its {@code autocomplete} holds {@code new-password}
   */
  public static boolean choosesPassword(SemanticElement e) {
    String ac = e.attribute("autocomplete");
    return ac != null && List.of(ac.toLowerCase(Locale.ROOT).split("\\s+")).contains("new-password");
  }

  /** Whether the page is on another host or path than the URL asked for (query and fragment aside). */
  static boolean movedAway(String requested, String landed) {
    try {
      URI a = URI.create(requested);
      URI b = URI.create(landed);
      String ha = a.getHost() == null ? "" : a.getHost().toLowerCase(Locale.ROOT);
      String hb = b.getHost() == null ? "" : b.getHost().toLowerCase(Locale.ROOT);
      return !ha.equals(hb) || !path(a).equals(path(b));
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  private static String path(URI u) {
    String p = u.getPath() == null ? "" : u.getPath();
    return p.endsWith("/") ? p.substring(0, p.length() - 1) : p;
  }

  /** Host and path only: a query may carry tokens. */
  private static String place(String url) {
    try {
      URI u = URI.create(url);
      return (u.getHost() == null ? "" : u.getHost()) + (u.getPath() == null ? "" : u.getPath());
    } catch (IllegalArgumentException e) {
      return "another page";
    }
  }

  /** The first sign-in phrase of the page's title, controls or questions, or null. */
  static @Nullable String signInWords(SemanticSnapshot snapshot) {
    List<String> texts = new ArrayList<>();
    texts.add(snapshot.page().title());
    for (SemanticElement e : snapshot.elements()) {
      if (!e.isolated() && e.visible()) {
        texts.add(e.name());
        if (e.label() != null) {
          texts.add(e.label());
        }
      }
    }
    snapshot.groups().forEach(g -> texts.add(g.question()));
    for (String t : texts) {
      var m = WORDS.matcher(t.toLowerCase(Locale.ROOT));
      if (m.find()) {
        return m.group().strip();
      }
    }
    return null;
  }

  private static Pattern words() {
    List<String> alternatives = new ArrayList<>();
    List<String> inside = new ArrayList<>();
    try (InputStream in = LoginWall.class.getResourceAsStream("sign-in.words")) {
      if (in == null) {
        throw new IllegalStateException("sign-in.words is missing from the class path");
      }
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      for (String line; (line = r.readLine()) != null; ) {
        String l = line.strip();
        if (!l.isEmpty() && !l.startsWith("#")) {
          (l.codePoints().anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN) ? inside : alternatives)
              .add(Pattern.quote(l.toLowerCase(Locale.ROOT)));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    // whole words where the script has spaces; Chinese phrases anywhere in the text
    return Pattern.compile("(?<![\\p{L}\\p{N}])(?:" + String.join("|", alternatives) + ")(?![\\p{L}\\p{N}])"
        + (inside.isEmpty() ? "" : "|" + String.join("|", inside)));
  }
}
