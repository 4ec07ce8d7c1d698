package dev.autopilot.packs;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.consent.Consent;
import dev.autopilot.core.pack.ProfileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * A company applying to become a supplier, read from JSON and checked before any run:
 *
 * <pre>{@code
 * {
 *   "legalName": "Babbage Instruments GmbH", "tradingName": "Babbage Instruments",
 *   "registrationNumber": "HRB 123456", "vatNumber": "DE123456789",
 *   "address": { "street": "Hauptstrasse 1", "city": "Berlin", "postalCode": "10115", "country": "Germany" },
 *   "contact": { "name": "Ada Lovelace", "email": "ada@babbage.example", "phone": "+49 30 1234567" },
 *   "bankCountry": "Germany", "categories": ["IT hardware", "Software"], "certifications": ["ISO 9001"],
 *   "consent": { "terms": true, "dataProcessing": true }
 * }
 * }</pre>
 *
 * <p>Bank account numbers (IBAN, account number, sort code, routing number, SWIFT/BIC) are
 * refused: money details are the person's to enter on the site themselves; only the bank's
 * country is given. The VAT number's shape is checked for the country its prefix names (DE, FR,
 * GB, IT, ES, NL, AT, BE, IE, PL, SE and the like), and for any other as two letters then 2 to 13
 * letters or digits.
 *
 * <p>Immutable and thread-safe. {@link #toString()} shows no values.
 *
 * @param legalName the company's registered name
 * @param tradingName the name it trades under, or null
 * @param registrationNumber its company register number, or null
 * @param vatNumber its VAT number with its country prefix ("DE123456789"), spaces removed
 * @param address its registered address
 * @param contact the person the buyer writes to
 * @param bankCountry the country of its bank, or null; never an account number
 * @param categories what it supplies, never null
 * @param certifications its certifications, never null
 * @param consent what it agrees to ahead: the supplier terms, data processing, marketing; never money
 */
public record Supplier(String legalName, @Nullable String tradingName, @Nullable String registrationNumber, String vatNumber, Address address,
    Contact contact, @Nullable String bankCountry, List<String> categories, List<String> certifications, Consent consent) {

  private static final String EXAMPLE = "{\"legalName\": \"Babbage Instruments GmbH\", \"vatNumber\": \"DE123456789\", \"address\": {...}, \"contact\": {...}}";
  private static final Set<String> FIELDS = Set.of("legalName", "tradingName", "registrationNumber", "vatNumber", "address", "contact", "bankCountry",
      "categories", "certifications", "consent");
  /** Fields of bank accounts: never taken, whatever the level they are given at. */
  private static final Set<String> BANK_ACCOUNT = Set.of("iban", "IBAN", "accountNumber", "bankAccount", "bankAccountNumber", "sortCode", "routingNumber",
      "swift", "bic", "swiftBic", "bank");
  private static final String BANK_FIX = "remove it: bank account details are the person's to enter on the site; give only \"bankCountry\"";
  /** VAT number shapes by country prefix, kept simple: the letters and digits after the prefix. */
  private static final Map<String, Pattern> VAT = Map.ofEntries(
      Map.entry("AT", Pattern.compile("U\\d{8}")), Map.entry("BE", Pattern.compile("[01]\\d{9}")), Map.entry("DE", Pattern.compile("\\d{9}")),
      Map.entry("DK", Pattern.compile("\\d{8}")), Map.entry("ES", Pattern.compile("[0-9A-Z]\\d{7}[0-9A-Z]")), Map.entry("FI", Pattern.compile("\\d{8}")),
      Map.entry("FR", Pattern.compile("[0-9A-Z]{2}\\d{9}")), Map.entry("GB", Pattern.compile("\\d{9}(\\d{3})?")), Map.entry("IE", Pattern.compile("\\d{7}[A-Z]{1,2}|\\d[A-Z+*]\\d{5}[A-Z]")),
      Map.entry("IT", Pattern.compile("\\d{11}")), Map.entry("LU", Pattern.compile("\\d{8}")), Map.entry("NL", Pattern.compile("\\d{9}B\\d{2}")),
      Map.entry("PL", Pattern.compile("\\d{10}")), Map.entry("PT", Pattern.compile("\\d{9}")), Map.entry("SE", Pattern.compile("\\d{12}")));
  private static final Map<String, String> VAT_EXAMPLE = Map.of("DE", "DE123456789", "FR", "FR12345678901", "GB", "GB123456789", "NL", "NL123456789B01",
      "IT", "IT12345678901", "ES", "ESX1234567X", "AT", "ATU12345678");
  private static final Pattern ANY_VAT = Pattern.compile("[A-Z]{2}[0-9A-Z]{2,13}");

  /**
   * A supplier as given; the lists are copied. Nothing is checked here but presence: {@link
   * #load} and {@link #parse} check shapes and refuse bank accounts.
   *
   * @param legalName the company's registered name; required
   * @param tradingName the name it trades under; null when none
   * @param registrationNumber its company register number; null when none
   * @param vatNumber its VAT number with its country prefix, spaces removed; required
   * @param address its registered address; required
   * @param contact the person the buyer writes to; required
   * @param bankCountry the country of its bank; null when not given. Never an account number
   * @param categories what it supplies; required, may be empty, no null elements
   * @param certifications its certifications; required, may be empty, no null elements
   * @param consent what it agrees to ahead; required
   */
  public Supplier {
    requireNonNull(legalName, "legalName");
    requireNonNull(vatNumber, "vatNumber");
    requireNonNull(address, "address");
    requireNonNull(contact, "contact");
    categories = List.copyOf(categories);
    certifications = List.copyOf(certifications);
    requireNonNull(consent, "consent");
  }

  /**
   * The registered address.
   *
   * @param street street and number
   * @param line2 a second line, or null
   * @param city the city
   * @param postalCode the postal code
   * @param country the country, as a form lists it ("Germany")
   */
  public record Address(String street, @Nullable String line2, String city, String postalCode, String country) {
    /**
     * An address; every part but the second line is required.
     *
     * @param street street and number
     * @param line2 a second line; null when none
     * @param city the city
     * @param postalCode the postal code, as the country writes it
     * @param country the country, as a form lists it ("Germany")
     */
    public Address {
      requireNonNull(street, "street");
      requireNonNull(city, "city");
      requireNonNull(postalCode, "postalCode");
      requireNonNull(country, "country");
    }
  }

  /**
   * The person the buyer writes to.
   *
   * @param name their full name
   * @param email their e-mail address
   * @param phone their phone number, or null
   */
  public record Contact(String name, String email, @Nullable String phone) {
    /**
     * A contact; the name and e-mail address are required.
     *
     * @param name their full name
     * @param email their e-mail address; {@link #load} checks its shape, this does not
     * @param phone their phone number; null when not given
     */
    public Contact {
      requireNonNull(name, "name");
      requireNonNull(email, "email");
    }
  }

  /**
   * Reads and checks a supplier file.
   *
   * @param file the supplier's JSON file; errors name it by its file name only
   * @return the checked supplier
   * @throws ProfileException naming the field and the fix: {@code FILE_NOT_FOUND} for a missing
   *     file; {@code CONFIG_INVALID} for malformed JSON, an unknown field, a bank account field, a
   *     missing legal name, VAT number, address or contact field, a VAT number of the wrong shape
   *     for its country, or an e-mail address that is not one
   */
  public static Supplier load(Path file) {
    return from(ValuesFile.read(file, EXAMPLE));
  }

  /**
   * As {@link #load}, from JSON text.
   *
   * @param json the supplier as JSON, in the form shown above
   * @param source what the text came from, such as its file name; shown in error messages
   * @return the checked supplier
   * @throws ProfileException with {@code CONFIG_INVALID}, for the faults {@link #load} names
   */
  public static Supplier parse(String json, String source) {
    return from(ValuesFile.parse(json, source, EXAMPLE));
  }

  private static Supplier from(ValuesFile f) {
    f.onlyKnown(FIELDS, BANK_ACCOUNT, BANK_FIX);
    ValuesFile a = f.object("address");
    a.onlyKnown(Set.of("street", "line2", "city", "postalCode", "country"), BANK_ACCOUNT, BANK_FIX);
    ValuesFile c = f.object("contact");
    c.onlyKnown(Set.of("name", "email", "phone"), BANK_ACCOUNT, BANK_FIX);
    String legal = f.text("legalName", "the company's registered name, such as \"Babbage Instruments GmbH\"");
    String vat = vat(f);
    Address address = new Address(a.text("street", "\"Hauptstrasse 1\""), a.optionalText("line2"), a.text("city", "\"Berlin\""),
        a.text("postalCode", "\"10115\""), a.text("country", "the country as forms list it, such as \"Germany\""));
    Contact contact = new Contact(c.text("name", "\"Ada Lovelace\""), c.email("email"), c.optionalText("phone"));
    return new Supplier(legal, f.optionalText("tradingName"), f.optionalText("registrationNumber"), vat, address, contact, f.optionalText("bankCountry"),
        f.list("categories"), f.list("certifications"), f.consent("consent"));
  }

  private static String vat(ValuesFile f) {
    String vat = f.text("vatNumber", "the VAT number with its country prefix, such as \"DE123456789\"").replaceAll("[\\s.\\-]", "").toUpperCase(Locale.ROOT);
    if (!ANY_VAT.matcher(vat).matches()) {
      throw f.invalid("vatNumber", "is not a VAT number", "write the country's two letters, then its letters and digits, such as DE123456789");
    }
    String country = vat.substring(0, 2);
    Pattern shape = VAT.get(country);
    if (shape != null && !shape.matcher(vat.substring(2)).matches()) {
      String example = VAT_EXAMPLE.get(country);
      throw f.invalid("vatNumber", "does not have the shape of a " + country + " VAT number",
          example == null ? "check the digits after " + country : "write it as " + example + " (" + country + " then its digits)");
    }
    return vat;
  }

  /** Shows no values. */
  @Override
  public String toString() {
    return "Supplier[values hidden; categories=" + categories.size() + ", certifications=" + certifications.size() + "]";
  }
}
