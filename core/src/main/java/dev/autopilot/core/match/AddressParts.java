package dev.autopilot.core.match;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The parts of a postal address a person wrote on one line, for a page that asks it in parts:
 * "41 Lansdown Road, Bristol BS6 6NS" is the line "41 Lansdown Road" (house number "41", street
 * "Lansdown Road"), the town "Bristol" and the postcode "BS6 6NS"; "Wasserburger Straße 27, 85560
 * Ebersberg" is the street "Wasserburger Straße", the number "27", the postcode "85560" and the
 * town "Ebersberg"; "Via dei Serragli 42, 50124 Firenze (FI)" has the region "FI" too.
 *
 * <p>The reading is by the address's own shape, as envelopes write it in Europe and North
 * America: parts separated by commas, the street and its number first, the postcode and the town
 * last. A postcode is one of the shapes postal services use (the United Kingdom's "BS6 6NS",
 * Canada's "K1A 0B1", the Netherlands' "3581 KJ", four to six digits, "12345-6789", "00-950",
 * "1000-001", "100-0001"), and only after the first part (a house number is not one). An address
 * of one part ("14 Bramble Close"), one without a postcode ("Ty Newydd Farm, Cwm Road": its last
 * part may be a town or a street) or one written without commas (as Chinese addresses are) has no
 * parts here.
 *
 * @param line the first part, the street and its number as written ("41 Lansdown Road")
 * @param street the street without its number, or null when the first part holds no number at its start or end
 * @param houseNumber the house number ("41", "27", "12a"), or null
 * @param between the parts between the first and the town's, joined by ", " ("2nd floor, door B"), or null
 * @param postalCode the postcode, or null when none has a postcode's shape
 * @param town the town, or null when no part names one
 * @param region the region written after the town in brackets ("FI"), or null
 */
public record AddressParts(String line, @Nullable String street, @Nullable String houseNumber, @Nullable String between, @Nullable String postalCode,
    @Nullable String town, @Nullable String region) {

  /** Postcodes as postal services shape them, the more particular first. */
  private static final List<Pattern> POSTCODES = List.of(
      Pattern.compile("(?<![\\p{L}\\p{N}])[A-Z]{1,2}\\d[A-Z\\d]?\\s?\\d[A-Z]{2}(?![\\p{L}\\p{N}])"),
      Pattern.compile("(?<![\\p{L}\\p{N}])[A-Z]\\d[A-Z]\\s?\\d[A-Z]\\d(?![\\p{L}\\p{N}])"),
      Pattern.compile("(?<![\\p{L}\\p{N}])\\d{4}\\s?[A-Z]{2}(?![\\p{L}\\p{N}])"),
      Pattern.compile("(?<![\\p{L}\\p{N}])\\d{5}-\\d{4}(?![\\p{L}\\p{N}])"),
      Pattern.compile("(?<![\\p{L}\\p{N}])(?:\\d{2}-\\d{3}|\\d{4}-\\d{3}|\\d{3}-\\d{4})(?![\\p{L}\\p{N}])"),
      Pattern.compile("(?<![\\p{L}\\p{N}-])\\d{4,6}(?![\\p{L}\\p{N}-])"));

  private static final Pattern SEPARATORS = Pattern.compile("\\s*[,，;\\n]\\s*");
  private static final Pattern NUMBER_FIRST = Pattern.compile("(\\d{1,5}\\s?[A-Za-z]?)\\s+(\\p{L}.*)");
  private static final Pattern NUMBER_LAST = Pattern.compile("(.*\\p{L}[.]?)\\s+(\\d{1,5}\\s?[A-Za-z]?)");
  private static final Pattern REGION = Pattern.compile("\\s*\\(([A-Z]{1,3})\\)\\s*$");

  /**
   * The parts of an address written on one line, when it has parts.
   *
   * @param address the address as the person wrote it; personal data, never logged
   * @return the parts, or null when the text is no address of two parts or more with a postcode
   *     after its first
   * @throws NullPointerException when the address is null
   */
  public static @Nullable AddressParts parse(String address) {
    Objects.requireNonNull(address, "address");
    List<String> parts = new ArrayList<>();
    for (String p : SEPARATORS.split(address.strip())) {
      if (!p.isBlank()) {
        parts.add(p.strip());
      }
    }
    if (parts.size() < 2 || !parts.get(0).codePoints().anyMatch(Character::isLetter)) {
      return null;
    }
    int codeAt = -1;
    String code = null;
    for (int i = parts.size() - 1; i >= 1 && code == null; i--) {
      for (Pattern p : POSTCODES) {
        Matcher m = p.matcher(parts.get(i));
        if (m.find()) {
          codeAt = i;
          code = m.group();
          break;
        }
      }
    }
    String town = null;
    String region = null;
    int townAt = -1;
    if (code != null) {
      String rest = parts.get(codeAt).replace(code, " ").strip();
      if (!rest.isEmpty() && rest.codePoints().anyMatch(Character::isLetter)) {
        town = rest;
        townAt = codeAt;
      } else if (codeAt >= 2 && !parts.get(codeAt - 1).codePoints().anyMatch(Character::isDigit)) {
        town = parts.get(codeAt - 1);
        townAt = codeAt - 1;
      }
    } else {
      // without a postcode a last part may be a town or a street ("Ty Newydd Farm, Cwm Road"):
      // nothing says which
      return null;
    }
    if (town != null) {
      Matcher r = REGION.matcher(town);
      if (r.find()) {
        region = r.group(1);
        town = town.substring(0, r.start()).strip();
      }
      town = town.replaceAll("\\s{2,}", " ");
    }
    String line = parts.get(0);
    String @Nullable [] split = streetAndNumber(line);
    int end = townAt >= 0 ? townAt : codeAt;
    String between = end > 1 ? String.join(", ", parts.subList(1, end)) : null;
    return new AddressParts(line, split == null ? null : split[0], split == null ? null : split[1], between, code, town, region);
  }

  /**
   * The country an address written on one line ends with: its last comma-separated part, when it
   * follows the part that holds the postcode and holds letters alone ("22 Dale Street, Manchester
   * M1 1EZ, United Kingdom" ends with "United Kingdom"); null otherwise.
   *
   * @param address the address as written
   * @return the country as written, or null
   * @throws NullPointerException when the address is null
   */
  public static @Nullable String countryAfterCode(String address) {
    Objects.requireNonNull(address, "address");
    List<String> parts = new ArrayList<>();
    for (String p : SEPARATORS.split(address.strip())) {
      if (!p.isBlank()) {
        parts.add(p.strip());
      }
    }
    if (parts.size() < 3) {
      return null;
    }
    String last = parts.get(parts.size() - 1);
    String before = parts.get(parts.size() - 2);
    boolean code = POSTCODES.stream().anyMatch(p -> p.matcher(before).find());
    return code && last.codePoints().noneMatch(Character::isDigit) && last.codePoints().anyMatch(Character::isLetter) ? last : null;
  }

  /**
   * A street line as its street and its house number, the number written first ("41 Lansdown
   * Road") or last ("Wasserburger Straße 27", "Via dei Serragli 42").
   *
   * @param line the street line as written
   * @return the street and the number, in that order; null when the line has no number at its start or end
   * @throws NullPointerException when the line is null
   */
  public static String @Nullable [] streetAndNumber(String line) {
    Objects.requireNonNull(line, "line");
    Matcher first = NUMBER_FIRST.matcher(line.strip());
    if (first.matches()) {
      return new String[] {first.group(2).strip(), first.group(1).replace(" ", "")};
    }
    Matcher last = NUMBER_LAST.matcher(line.strip());
    if (last.matches()) {
      return new String[] {last.group(1).strip(), last.group(2).replace(" ", "")};
    }
    return null;
  }
}
