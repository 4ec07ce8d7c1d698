package dev.autopilot.packs;

import static java.util.Objects.requireNonNull;

import dev.autopilot.classifier.RuleSet;
import dev.autopilot.core.consent.Consent;
import dev.autopilot.core.pack.Answer;
import dev.autopilot.core.pack.DomainPack;
import dev.autopilot.core.pack.GenericPack;
import dev.autopilot.core.pack.Question;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;

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
  private final RecordAnswers answers;

  private SupplierOnboardingPack(Supplier supplier) {
    this.supplier = supplier;
    this.answers = RecordAnswers.of("supplier", WORDS)
        .value("organization", supplier.legalName(), "legalName")
        .value("name", supplier.contact().name(), "contact.name")
        .value("email", supplier.contact().email(), "contact.email")
        .value("tel", supplier.contact().phone(), "contact.phone")
        .value("street-address", supplier.address().street(), "address.street")
        .value("address-line1", supplier.address().street(), "address.street")
        .value("address-line2", supplier.address().line2(), "address.line2")
        .value("address-level2", supplier.address().city(), "address.city")
        .value("postal-code", supplier.address().postalCode(), "address.postalCode")
        .value("country-name", supplier.address().country(), "address.country")
        .build(supplier.consent());
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
    return answers.find(question, this::own).map(RecordAnswers.Found::answer);
  }

  /** {@inheritDoc} The supplier's field, {@code supplier["vatNumber"]}, {@code supplier["contact.email"]}. */
  @Override
  public Optional<String> answeredBy(Question question) {
    return answers.find(question, this::own).map(RecordAnswers.Found::by);
  }

  @Override
  public List<String> closestKeys(Question question) {
    return answers.closestKeys(question);
  }

  /** The supplier's fields that hold a value. */
  @Override
  public Set<String> valueKeys() {
    Set<String> keys = answers.commonFields();
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

  /** The supplier's answer to a question of {@code supplier-onboarding.words}, given its field. */
  private Optional<RecordAnswers.Found> own(String field, Question question) {
    return switch (field) {
      case "bankAccount" -> Optional.empty(); // money details are the person's
      case "legalName" -> answers.by(Answers.of(question, supplier.legalName()), "legalName");
      case "tradingName" -> answers.optional(question, supplier.tradingName(), "tradingName");
      case "registrationNumber" -> answers.optional(question, supplier.registrationNumber(), "registrationNumber");
      case "vatNumber" -> answers.by(Answers.of(question, supplier.vatNumber()), "vatNumber");
      case "registrationCountry" -> answers.by(Answers.of(question, supplier.address().country()), "address.country");
      case "bankCountry" -> answers.optional(question, supplier.bankCountry(), "bankCountry");
      case "categories" -> answers.by(Answers.ofList(question, supplier.categories()), "categories");
      case "certifications" -> answers.by(Answers.ofList(question, supplier.certifications()), "certifications");
      default -> throw new IllegalStateException("supplier-onboarding.words names an unknown field: " + field);
    };
  }
}
