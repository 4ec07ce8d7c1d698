package dev.autopilot.core.match;

import java.text.Normalizer;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Which country a value or an option names, however it is written: its ISO 3166 code of two
 * letters (in capitals: {@code "DE"}, never the word "de") or three ({@code "USA"}), its name in
 * English, German, French, Spanish, Chinese or Arabic as the JDK's locale data writes it ({@code
 * "Germany"}, {@code "Deutschland"}, {@code "Allemagne"}), or one of the short names people use
 * ({@code "U.S."}, {@code "UK"}). Case, accents, spaces and punctuation aside. Stateless and
 * thread-safe.
 */
final class Countries {
  private static final List<Locale> LANGUAGES = List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH, new Locale("es"), Locale.CHINESE, new Locale("ar"));
  /** Names people write that the locale data does not hold, to the code they mean. */
  private static final Map<String, String> SHORT_NAMES = Map.of("us", "US", "usa", "US", "unitedstatesofamerica", "US", "america", "US",
      "uk", "GB", "greatbritain", "GB", "britain", "GB");
  private static final Map<String, String> BY_NAME = names();

  private Countries() {}

  /** The ISO code of the country the text names, or null when it names none. */
  static @Nullable String code(String text) {
    String t = text.strip();
    if (t.length() == 2 && t.chars().allMatch(c -> c >= 'A' && c <= 'Z') && BY_NAME.containsKey("#" + t)) {
      return t;
    }
    String name = folded(t);
    return name.length() == 2 && !SHORT_NAMES.containsKey(name) ? null : BY_NAME.get(name);
  }

  private static Map<String, String> names() {
    Map<String, String> m = new HashMap<>();
    for (String code : Locale.getISOCountries()) {
      Locale country = new Locale("", code);
      m.put("#" + code, code);
      try {
        m.putIfAbsent(country.getISO3Country().toLowerCase(Locale.ROOT), code);
      } catch (java.util.MissingResourceException e) {
        // a country without a three-letter code is still known by its names
      }
      for (Locale language : LANGUAGES) {
        String name = folded(country.getDisplayCountry(language));
        if (!name.isEmpty() && !name.equalsIgnoreCase(code)) {
          m.putIfAbsent(name, code);
        }
      }
    }
    SHORT_NAMES.forEach(m::putIfAbsent);
    return Map.copyOf(m);
  }

  /** Lower case letters only, accents dropped. */
  private static String folded(String s) {
    String d = Normalizer.normalize(s, Normalizer.Form.NFD);
    StringBuilder out = new StringBuilder();
    d.codePoints().filter(Character::isLetter).forEach(c -> out.appendCodePoint(Character.toLowerCase(c)));
    return out.toString();
  }
}
