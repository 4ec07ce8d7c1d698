package dev.autopilot.observability.internal;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The patterns behind {@code Redactor.standard()}: e-mail addresses, URL tokens, then phone
 * numbers, in that order (an address or a token may hold digits a phone rule would otherwise
 * see). Stateless; every method is thread-safe.
 */
public final class RedactionRules {

  /** What replaces an e-mail address. */
  public static final String EMAIL = "[email]";
  /** What replaces a phone number. */
  public static final String PHONE = "[phone]";
  /** What replaces a token, key or other credential. */
  public static final String TOKEN = "[token]";
  /** What replaces the user name and password in a URL. */
  public static final String USERINFO = "[userinfo]";
  /** What replaces the value of a URL's query or fragment parameter whose name says nothing. */
  public static final String REDACTED = "[redacted]";

  /** A URL with a scheme: scheme and {@code //}, user-info, host and path, query, fragment. */
  private static final Pattern URL =
      Pattern.compile("(?i)(?<![\\p{L}\\p{N}+.\\-])([a-z][a-z0-9+.\\-]*://)([^\\s/?#@\"'<>]*@)?([^\\s?#\"'<>]*)(\\?[^\\s#\"'<>]*)?(#[^\\s\"'<>]*)?");

  private static final String LOCAL = "[\\p{L}\\p{N}_%+\\-][\\p{L}\\p{N}._%+'\\-]*";
  private static final String LABEL = "[\\p{L}\\p{N}](?:[\\p{L}\\p{N}\\-]*[\\p{L}\\p{N}])?";
  private static final Pattern EMAIL_PATTERN =
      Pattern.compile("(?<![\\p{L}\\p{N}._%+\\-])" + LOCAL + "(?:@|%40)" + LABEL + "(?:\\." + LABEL + ")*\\.\\p{L}{2,}(?![\\p{L}\\p{N}\\-])");

  private static final Pattern JWT = Pattern.compile("\\beyJ[A-Za-z0-9_\\-]{8,}\\.[A-Za-z0-9_\\-]{8,}\\.[A-Za-z0-9_\\-]*");

  private static final Pattern BEARER = Pattern.compile("(?i)\\b(bearer)\\s+[A-Za-z0-9._~+/=\\-]{12,}");

  /** {@code ?name=value}, {@code &name=value}, {@code #name=value}, {@code ;name=value}, or after a space. */
  private static final Pattern PARAMETER = Pattern.compile("(^|[?&;#\\s])([^=&#?;\\s/\"'<>]{1,64})=([^&#;\\s\"'<>]+)");

  /** A path segment of 24 or more base64url characters, optionally padded. */
  private static final Pattern PATH_SEGMENT = Pattern.compile("(?<=/)[A-Za-z0-9_\\-]{24,}+={0,2}+(?![A-Za-z0-9_=\\-])");

  /**
   * A run of digits, separators and parentheses that might be a phone number: it may open with
   * {@code +} or {@code (}; a separator (space, dot, dash) must be followed by a digit or
   * {@code (}. It may not start inside a word or a number, nor end before a letter, digit or
   * colon (so ISO timestamps, refs such as {@code e12} and hashes never qualify). Whether it is
   * one is decided by {@link #isPhone}.
   */
  private static final Pattern PHONE_CANDIDATE =
      Pattern.compile("(?<![\\w.+\\-])[+(]?\\d(?:\\d|[ .\\-](?=[\\d(])|\\) ?(?=\\d)|\\((?=\\d))*+(?![\\w:@%])");

  /** A calendar date at the start of a candidate: 2026-11-21, 21.11.2026, 11-21-26. */
  private static final Pattern DATE_PREFIX =
      Pattern.compile("^(?:\\d{4}[\\-./]\\d{1,2}[\\-./]\\d{1,2}|\\d{1,2}[\\-./]\\d{1,2}[\\-./](?:\\d{4}|\\d{2}))(?=$| )");

  /** A UUID: an identifier a site or the run made, not a secret. */
  private static final Pattern UUID = Pattern.compile("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");

  private static final Pattern IPV4 = Pattern.compile("\\d{1,3}(?:\\.\\d{1,3}){3}");
  private static final Pattern YEAR_RANGE = Pattern.compile("(?:19|20)\\d{2}-(?:19|20)\\d{2}");
  private static final Pattern THOUSANDS = Pattern.compile("[1-9]\\d{0,2}(?:( |\\.)\\d{3})(?:\\1\\d{3})*");

  /** Parameter-name words whose values are credentials. Compared with whole words of the name. */
  private static final Set<String> SECRET_WORDS =
      Set.of(
          "key", "code", "sig", "sid", "auth", "pwd", "pass", "otp", "jwt", "ticket", "nonce", "credential",
          "credentials", "hmac", "jsessionid", "phpsessid", "aspsessionid");

  /** Fragments that mark a credential wherever they occur in a parameter name. */
  private static final String[] SECRET_FRAGMENTS = {"token", "secret", "passw", "session", "signature", "apikey"};

  private static final Set<String> EMAIL_WORDS = Set.of("email", "mail", "e-mail");
  private static final Set<String> PHONE_WORDS = Set.of("phone", "tel", "mobile", "cell", "msisdn");

  private RedactionRules() {}

  /**
   * The text with every e-mail address, URL token and phone number replaced, as
   * {@link dev.autopilot.observability.Redactor#standard()} describes.
   *
   * @param text any text; personal values are not known here
   * @return the scrubbed text; the same instance when it holds nothing worth scanning
   */
  public static String scrub(String text) {
    if (!worthScanning(text)) {
      return text;
    }
    String out = scrubUrls(text);
    out = EMAIL_PATTERN.matcher(out).replaceAll(EMAIL);
    out = JWT.matcher(out).replaceAll(TOKEN);
    out = BEARER.matcher(out).replaceAll("$1 " + Matcher.quoteReplacement(TOKEN));
    out = scrubParameters(out);
    out = scrubPathSegments(out);
    return scrubPhones(out);
  }

  /** Every rule needs a digit, an {@code @}, an {@code =}, a {@code /} or a bearer token. */
  private static boolean worthScanning(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if ((c >= '0' && c <= '9') || c == '@' || c == '=' || c == '/' || c == '%') {
        return true;
      }
    }
    return text.toLowerCase(Locale.ROOT).contains("bearer");
  }

  /** In every URL: the user-info, and the value of every query and fragment parameter. */
  private static String scrubUrls(String text) {
    if (text.indexOf(':') < 0) {
      return text;
    }
    Matcher m = URL.matcher(text);
    StringBuilder out = null;
    while (m.find()) {
      if (out == null) {
        out = new StringBuilder(text.length());
      }
      // punctuation that ends a sentence is not part of the URL
      String whole = m.group();
      int end = whole.length();
      while (end > 0 && ".,;:!?)]}".indexOf(whole.charAt(end - 1)) >= 0) {
        end--;
      }
      Matcher u = URL.matcher(whole.substring(0, end));
      if (!u.lookingAt()) {
        m.appendReplacement(out, Matcher.quoteReplacement(whole));
        continue;
      }
      StringBuilder url = new StringBuilder(whole.length()).append(u.group(1));
      if (u.group(2) != null) {
        url.append(USERINFO).append('@');
      }
      url.append(u.group(3));
      if (u.group(4) != null) {
        url.append('?').append(scrubQuery(u.group(4).substring(1), true));
      }
      if (u.group(5) != null) {
        url.append('#').append(scrubQuery(u.group(5).substring(1), false));
      }
      url.append(whole, u.end(), whole.length());
      m.appendReplacement(out, Matcher.quoteReplacement(url.toString()));
    }
    if (out == null) {
      return text;
    }
    m.appendTail(out);
    return out.toString();
  }

  /**
   * A query or fragment with every parameter's value replaced. A query part without {@code =}
   * is a value too; a fragment without {@code =} is an anchor and stays.
   */
  private static String scrubQuery(String query, boolean bareIsValue) {
    if (query.isEmpty()) {
      return query;
    }
    StringBuilder out = new StringBuilder(query.length());
    int start = 0;
    while (start <= query.length()) {
      int end = start;
      while (end < query.length() && query.charAt(end) != '&' && query.charAt(end) != ';') {
        end++;
      }
      String part = query.substring(start, end);
      if (start > 0) {
        out.append(query.charAt(start - 1));
      }
      start = end + 1;
      int eq = part.indexOf('=');
      if (eq < 0) {
        out.append(bareIsValue && !part.isEmpty() && !isMarker(part) ? REDACTED : part);
        continue;
      }
      String name = part.substring(0, eq);
      String value = part.substring(eq + 1);
      if (value.isEmpty() || isMarker(value)) {
        out.append(part);
        continue;
      }
      String marker = replacementForParameter(name);
      out.append(name).append('=').append(marker == null ? REDACTED : marker);
    }
    return out.toString();
  }

  private static boolean isMarker(String value) {
    return value.equals(EMAIL) || value.equals(PHONE) || value.equals(TOKEN) || value.equals(REDACTED) || value.equals(PersonalValues.PERSONAL);
  }

  private static String scrubParameters(String text) {
    if (text.indexOf('=') < 0) {
      return text;
    }
    Matcher m = PARAMETER.matcher(text);
    StringBuilder out = new StringBuilder(text.length());
    while (m.find()) {
      String replacement = replacementForParameter(m.group(2));
      if (replacement == null || m.group(3).equals(replacement)) {
        m.appendReplacement(out, Matcher.quoteReplacement(m.group()));
      } else {
        m.appendReplacement(out, Matcher.quoteReplacement(m.group(1) + m.group(2) + "=" + replacement));
      }
    }
    m.appendTail(out);
    return out.toString();
  }

  /** What replaces the value of a parameter with this name, or null when it is no secret. */
  private static @Nullable String replacementForParameter(String name) {
    String lower = name.toLowerCase(Locale.ROOT);
    for (String fragment : SECRET_FRAGMENTS) {
      if (lower.contains(fragment)) {
        return TOKEN;
      }
    }
    if (SECRET_WORDS.contains(lower) || EMAIL_WORDS.contains(lower)) {
      return SECRET_WORDS.contains(lower) ? TOKEN : EMAIL;
    }
    if (PHONE_WORDS.contains(lower)) {
      return PHONE;
    }
    for (String word : words(name)) {
      if (SECRET_WORDS.contains(word)) {
        return TOKEN;
      }
      if (EMAIL_WORDS.contains(word)) {
        return EMAIL;
      }
      if (PHONE_WORDS.contains(word)) {
        return PHONE;
      }
    }
    return null;
  }

  /** The words of a parameter name, lower case: split at punctuation and camel-case humps. */
  private static String[] words(String name) {
    String spaced = name.replaceAll("([a-z0-9])([A-Z])", "$1 $2").replaceAll("[^A-Za-z0-9]+", " ").trim();
    return spaced.isEmpty() ? new String[0] : spaced.toLowerCase(Locale.ROOT).split(" ");
  }

  private static String scrubPathSegments(String text) {
    if (text.indexOf('/') < 0) {
      return text;
    }
    Matcher m = PATH_SEGMENT.matcher(text);
    StringBuilder out = new StringBuilder(text.length());
    while (m.find()) {
      m.appendReplacement(out, Matcher.quoteReplacement(isOpaque(m.group()) ? TOKEN : m.group()));
    }
    m.appendTail(out);
    return out.toString();
  }

  /**
   * Whether a path segment of 24 or more characters looks machine-made: hexadecimal (a digest;
   * UUIDs are identifiers and stay), or base64 whose character classes (upper, lower, digit) change often, as random text
   * does and words and slugs do not.
   */
  private static boolean isOpaque(String segment) {
    if (UUID.matcher(segment).matches()) {
      // the shape of request ids and of the confirmation numbers sites put in their URLs
      return false;
    }
    String s = segment;
    while (s.endsWith("=")) {
      s = s.substring(0, s.length() - 1);
    }
    int hexDigits = 0;
    boolean hexOnly = true;
    int transitions = 0;
    int previousClass = -1;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      int cls = c >= '0' && c <= '9' ? 0 : c >= 'a' && c <= 'z' ? 1 : c >= 'A' && c <= 'Z' ? 2 : -1;
      if (cls >= 0 && Character.digit(c, 16) >= 0) {
        hexDigits++;
      } else if (c != '-') {
        hexOnly = false;
      }
      if (cls >= 0 && previousClass >= 0 && cls != previousClass) {
        transitions++;
      }
      previousClass = cls;
    }
    if (hexOnly && hexDigits >= 24) {
      return true;
    }
    return transitions >= 6 && transitions * 4 >= s.length();
  }

  private static String scrubPhones(String text) {
    Matcher m = PHONE_CANDIDATE.matcher(text);
    StringBuilder out = null;
    int copied = 0;
    int from = 0;
    while (from < text.length() && m.find(from)) {
      String candidate = m.group();
      Matcher date = DATE_PREFIX.matcher(candidate);
      if (date.find()) {
        // A date is no phone, but a phone may follow it after a space: look again past the date.
        from = m.start() + date.end();
        continue;
      }
      from = m.end();
      if (!isPhone(candidate)) {
        continue;
      }
      if (out == null) {
        out = new StringBuilder(text.length());
      }
      out.append(text, copied, m.start()).append(PHONE);
      copied = m.end();
    }
    if (out == null) {
      return text;
    }
    return out.append(text, copied, text.length()).toString();
  }

  /**
   * Whether a candidate (see {@link #PHONE_CANDIDATE}) is a phone number: 7 to 15 digits, and
   * not an IPv4 address, a year range, a number grouped by thousands, a decimal, or a string of
   * single digits. Without separators it must open with {@code +}, or with a trunk {@code 0}
   * and hold 10 or 11 digits, so plain ids, counts and epoch times are left alone.
   */
  private static boolean isPhone(String candidate) {
    int digits = 0;
    int groups = 0;
    int singleDigitGroups = 0;
    int groupLength = 0;
    boolean dots = false;
    boolean otherSeparators = false;
    for (int i = 0; i < candidate.length(); i++) {
      char c = candidate.charAt(i);
      if (c >= '0' && c <= '9') {
        digits++;
        groupLength++;
        continue;
      }
      if (groupLength > 0) {
        groups++;
        if (groupLength == 1) {
          singleDigitGroups++;
        }
        groupLength = 0;
      }
      if (c == '.') {
        dots = true;
      } else if (c != '+') {
        otherSeparators = true;
      }
    }
    if (groupLength > 0) {
      groups++;
      if (groupLength == 1) {
        singleDigitGroups++;
      }
    }
    if (digits < 7 || digits > 15) {
      return false;
    }
    boolean international = candidate.charAt(0) == '+';
    if (groups == 1) {
      return international || (candidate.charAt(0) == '0' && digits >= 10 && digits <= 11);
    }
    if (international) {
      return singleDigitGroups <= 2;
    }
    if (IPV4.matcher(candidate).matches() || YEAR_RANGE.matcher(candidate).matches() || THOUSANDS.matcher(candidate).matches()) {
      return false;
    }
    if (dots && !otherSeparators && groups < 3) {
      return false;
    }
    return singleDigitGroups <= 1;
  }
}
