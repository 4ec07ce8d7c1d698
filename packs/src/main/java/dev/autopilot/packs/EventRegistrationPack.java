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
 * Registering a person for an event (a conference, a meetup, a workshop) from an {@link
 * Attendee}. Name, e-mail and organization are answered by a {@link GenericPack} over the
 * attendee's values keyed by meaning, so they meet a page's questions through {@code
 * FieldMeanings} in six languages; the event's own questions — ticket type, dietary and
 * accessibility needs, sessions — are read from {@code event-registration.words}. A ticket is
 * answered by its name; one that costs money is never chosen without the person: the gate in
 * front of the executor stops the run with {@code CONSENT_REQUIRED}.
 *
 * <p>What the attendee agrees to ahead is their {@link Attendee#consent()}. The confirmation
 * pages events show ("You're registered", "Registration confirmed") are {@link #outcomeRules()}.
 *
 * <p>Immutable and thread-safe.
 */
public final class EventRegistrationPack implements DomainPack {
  private static final QuestionWords WORDS = QuestionWords.load("event-registration.words");
  private static final RuleSet RULES = OutcomePhrases.load("event-registration.rules");

  private final Attendee attendee;
  private final RecordAnswers answers;

  private EventRegistrationPack(Attendee attendee) {
    this.attendee = attendee;
    this.answers = RecordAnswers.of("attendee", WORDS)
        .value("name", attendee.name(), "name")
        .value("email", attendee.email(), "email")
        .value("organization", attendee.organization(), "organization")
        .build(attendee.consent());
  }

  /**
   * The pack for this attendee.
   *
   * @param attendee the checked attendee, as {@link Attendee#load} reads one
   * @return a pack that answers from its values only
   */
  public static EventRegistrationPack of(Attendee attendee) {
    return new EventRegistrationPack(requireNonNull(attendee, "attendee"));
  }

  /**
   * The pack for the attendee in this JSON file, checked before any run.
   *
   * @param file the attendee's JSON file, as {@link Attendee#load} reads it
   * @return a pack that answers from the file's values
   * @throws dev.autopilot.core.pack.ProfileException naming the field at fault; see {@link Attendee#load}
   */
  public static EventRegistrationPack load(Path file) {
    return of(Attendee.load(file));
  }

  /**
   * The outcome phrases of event registration, to add to the classifier's defaults: {@code
   * OutcomeClassifiers.rules(RuleSet.defaults().plus(EventRegistrationPack.outcomeRules().rules()))}.
   *
   * @return the pack's outcome rules, read once from its resource; the same set each call
   */
  public static RuleSet outcomeRules() {
    return RULES;
  }

  /**
   * The attendee this pack answers for.
   *
   * @return the attendee given to {@link #of}
   */
  public Attendee attendee() {
    return attendee;
  }

  @Override
  public String name() {
    return "event-registration";
  }

  @Override
  public Consent consent() {
    return attendee.consent();
  }

  @Override
  public Optional<Answer> answer(Question question) {
    return answers.find(question, this::own).map(RecordAnswers.Found::answer);
  }

  /** {@inheritDoc} The attendee's field, {@code attendee["ticketType"]}. */
  @Override
  public Optional<String> answeredBy(Question question) {
    return answers.find(question, this::own).map(RecordAnswers.Found::by);
  }

  @Override
  public List<String> closestKeys(Question question) {
    return answers.closestKeys(question);
  }

  /** The attendee's fields that hold a value. */
  @Override
  public Set<String> valueKeys() {
    Set<String> keys = answers.commonFields();
    keys.add("ticketType");
    if (attendee.dietaryNeeds() != null) {
      keys.add("dietaryNeeds");
    }
    if (attendee.accessibilityNeeds() != null) {
      keys.add("accessibilityNeeds");
    }
    if (!attendee.sessions().isEmpty()) {
      keys.add("sessions");
    }
    return Set.copyOf(keys);
  }

  /** The attendee's answer to a question of {@code event-registration.words}, given its field. */
  private Optional<RecordAnswers.Found> own(String field, Question question) {
    return switch (field) {
      case "ticketType" -> answers.by(Answers.of(question, attendee.ticketType()), "ticketType");
      case "dietaryNeeds" -> answers.optional(question, attendee.dietaryNeeds(), "dietaryNeeds");
      case "accessibilityNeeds" -> answers.optional(question, attendee.accessibilityNeeds(), "accessibilityNeeds");
      case "sessions" -> answers.by(Answers.ofList(question, attendee.sessions()), "sessions");
      default -> throw new IllegalStateException("event-registration.words names an unknown field: " + field);
    };
  }
}
