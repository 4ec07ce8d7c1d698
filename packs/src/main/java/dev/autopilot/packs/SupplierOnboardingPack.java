package dev.autopilot.packs;

import static java.util.Objects.requireNonNull;

import dev.autopilot.classifier.RuleSet;
import dev.autopilot.core.consent.Consent;
import dev.autopilot.core.pack.Answer;
import dev.autopilot.core.pack.DomainPack;
import dev.autopilot.core.pack.GenericPack;
import dev.autopilot.core.pack.Question;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Onboarding a company as a supplier (a vendor registration, a procurement portal's sign-up) from
 * a {@link Supplier}. The contact's name, e-mail and phone, the company as an organization and
 * the registered address are answered by a {@link GenericPack} over values keyed by meaning, so
 * they meet a page's questions through {@code FieldMeanings} in six languages; the domain's own
 * questions — legal and trading name, register and VAT numbers, country of registration, the
 * bank's country, categories, certifications — are read from {@code supplier-onboarding.words}.
 * A question for a bank account (IBAN, account number, sort code, SWIFT) is never answered: money
 * details are the person's.
 *
 * <p>What the company agrees to ahead is its {@link Supplier#consent()}. The confirmation pages
 * procurement portals show ("Supplier application received", "Onboarding request logged") are
 * {@link #outcomeRules()}.
 *
 * <p>Immutable and thread-safe.
 */
public final class SupplierOnboardingPack implements DomainPack {
  private static final QuestionWords WORDS = QuestionWords.load("supplier-onboarding.words");
  private static final RuleSet RULES = OutcomePhrases.load("supplier-onboarding.rules");

  private final Supplier supplier;
  private final GenericPack common;
  /** Each common value's key (a meaning) to the supplier's field it comes from. */
  private final Map<String, String> fields;

  private SupplierOnboardingPack(Supplier supplier) {
    this.supplier = supplier;
    Map<String, String> values = new LinkedHashMap<>();
    Map<String, String> fields = new LinkedHashMap<>();
    put(values, fields, "organization", supplier.legalName(), "legalName");
    put(values, fields, "name", supplier.contact().name(), "contact.name");
    put(values, fields, "email", supplier.contact().email(), "contact.email");
    put(values, fields, "tel", supplier.contact().phone(), "contact.phone");
    put(values, fields, "street-address", supplier.address().street(), "address.street");
    put(values, fields, "address-line1", supplier.address().street(), "address.street");
    put(values, fields, "address-line2", supplier.address().line2(), "address.line2");
    put(values, fields, "address-level2", supplier.address().city(), "address.city");
    put(values, fields, "postal-code", supplier.address().postalCode(), "address.postalCode");
    put(values, fields, "country-name", supplier.address().country(), "address.country");
    this.common = GenericPack.of(values, supplier.consent());
    this.fields = Map.copyOf(fields);
  }

  /**
   * The pack for this supplier.
   *
   * @param supplier the checked supplier, as {@link Supplier#load} reads one
   * @return a pack that answers from its values only
   */
  public static SupplierOnboardingPack of(Supplier supplier) {
    return new SupplierOnboardingPack(requireNonNull(supplier, "supplier"));
  }

  /**
   * The pack for the supplier in this JSON file, checked before any run.
   *
   * @param file the supplier's JSON file, as {@link Supplier#load} reads it
   * @return a pack that answers from the file's values
   * @throws dev.autopilot.core.pack.ProfileException naming the field at fault; see {@link Supplier#load}
   */
  public static SupplierOnboardingPack load(Path file) {
    return of(Supplier.load(file));
  }

  /**
   * The outcome phrases of supplier onboarding, to add to the classifier's defaults: {@code
   * OutcomeClassifiers.rules(RuleSet.defaults().plus(SupplierOnboardingPack.outcomeRules().rules()))}.
   *
   * @return the pack's outcome rules, read once from its resource; the same set each call
   */
  public static RuleSet outcomeRules() {
    return RULES;
  }

  /**
   * The supplier this pack answers for.
   *
   * @return the supplier given to {@link #of}
   */
  public Supplier supplier() {
    return supplier;
  }

  @Override
  public String name() {
    return "supplier-onboarding";
  }

  @Override
  public Consent consent() {
    return supplier.consent();
  }

  @Override
  public Optional<Answer> answer(Question question) {
    return found(question).map(Found::answer);
  }

  /** {@inheritDoc} The supplier's field, {@code supplier["vatNumber"]}, {@code supplier["contact.email"]}. */
  @Override
  public Optional<String> answeredBy(Question question) {
    return found(question).map(Found::by);
  }

  @Override
  public List<String> closestKeys(Question question) {
    return common.closestKeys(question);
  }

  /** The supplier's fields that hold a value. */
  @Override
  public Set<String> valueKeys() {
    Set<String> keys = new LinkedHashSet<>(fields.values());
    keys.add("vatNumber");
    if (supplier.tradingName() != null) {
      keys.add("tradingName");
    }
    if (supplier.registrationNumber() != null) {
      keys.add("registrationNumber");
    }
    if (supplier.bankCountry() != null) {
      keys.add("bankCountry");
    }
    if (!supplier.categories().isEmpty()) {
      keys.add("categories");
    }
    if (!supplier.certifications().isEmpty()) {
      keys.add("certifications");
    }
    return Set.copyOf(keys);
  }

  private record Found(Answer answer, String by) {}

  private Optional<Found> found(Question question) {
    requireNonNull(question, "question");
    Optional<String> own = WORDS.of(Answers.group(question));
    if (own.isPresent()) {
      return switch (own.get()) {
        case "bankAccount" -> Optional.empty(); // money details are the person's
        case "legalName" -> by(Answers.of(question, supplier.legalName()), "legalName");
        case "tradingName" -> optional(question, supplier.tradingName(), "tradingName");
        case "registrationNumber" -> optional(question, supplier.registrationNumber(), "registrationNumber");
        case "vatNumber" -> by(Answers.of(question, supplier.vatNumber()), "vatNumber");
        case "registrationCountry" -> by(Answers.of(question, supplier.address().country()), "address.country");
        case "bankCountry" -> optional(question, supplier.bankCountry(), "bankCountry");
        case "categories" -> by(Answers.ofList(question, supplier.categories()), "categories");
        case "certifications" -> by(Answers.ofList(question, supplier.certifications()), "certifications");
        default -> throw new IllegalStateException("supplier-onboarding.words names an unknown field: " + own.get());
      };
    }
    return common.answer(question).map(a -> new Found(a, fieldOf(common.answeredBy(question).orElse(""))));
  }

  private static Optional<Found> optional(Question question, @Nullable String value, String field) {
    return value == null ? Optional.empty() : by(Answers.of(question, value), field);
  }

  /** The supplier's field behind a common value's key, {@code values["tel"]} being {@code supplier["contact.phone"]}. */
  private String fieldOf(String by) {
    for (Map.Entry<String, String> e : fields.entrySet()) {
      by = by.replace("values[\"" + e.getKey() + "\"]", "supplier[\"" + e.getValue() + "\"]");
    }
    return by;
  }

  private static Optional<Found> by(Optional<Answer> answer, String field) {
    return answer.map(a -> new Found(a, "supplier[\"" + field + "\"]"));
  }

  private static void put(Map<String, String> values, Map<String, String> fields, String meaning, @Nullable String value, String field) {
    if (value != null) {
      values.put(meaning, value);
      fields.put(meaning, field);
    }
  }
}
