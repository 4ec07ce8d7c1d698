package dev.autopilot.jobpack;

import dev.autopilot.core.pack.Answer;
import dev.autopilot.core.pack.AnswerKeys;
import dev.autopilot.core.pack.DomainPack;
import dev.autopilot.core.pack.FieldMeanings;
import dev.autopilot.core.pack.Question;
import dev.autopilot.core.pack.QuestionKind;
import dev.autopilot.core.pack.QuestionText;
import dev.autopilot.core.pack.Secret;
import dev.autopilot.core.pack.ProfileException;
import dev.autopilot.core.consent.ConsentRules;
import dev.autopilot.core.consent.PageText;
import dev.autopilot.core.match.Match;
import dev.autopilot.core.model.SemanticKey;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * The job-application domain pack: answers an application form's questions from a
 * {@link Profile}.
 *
 * <p>Questions are matched by what the page declares and says, never by selectors: the profile's
 * own {@link Profile#answers() answers} first (by normalized question text, then by word
 * overlap), then the standard fields by the input's declared type and {@code autocomplete}
 * token, then by the words of the question (name, e-mail, phone, location, links, resume, cover
 * letter, work authorization, sponsorship, consent).
 *
 * <p>Immutable and thread-safe.
 */
public final class JobApplicationPack implements DomainPack {

  /** The standard fields' rules, for {@link #standardField}. */
  private static final List<Rule> STANDARD_RULES = standardRules();

  private final Profile profile;
  private final List<Rule> rules;
  private final AnswerKeys keys;
  private final Map<Secret.Kind, Secret> secrets;

  private JobApplicationPack(Profile profile, Map<Secret.Kind, Secret> secrets) {
    this.profile = profile;
    this.secrets = Map.copyOf(secrets);
    this.rules = standardRules();
    this.keys = new AnswerKeys(profile.answers());
  }

  /**
   * The pack for this applicant.
   *
   * @param profile the applicant's checked profile; null is refused with a {@link
   *     ProfileException} that says how to load one
   * @return a pack with no secret; add one with {@link #withSecret}
   * @throws ProfileException when the profile is null (load one with {@link Profile#load})
   */
  public static JobApplicationPack of(@Nullable Profile profile) {
    if (profile == null) {
      throw ProfileException.of(dev.autopilot.core.ErrorCode.CONFIG_INVALID, null, "no profile was given",
          "load one with Profile.load(path) and pass it to JobApplicationPack.of");
    }
    return new JobApplicationPack(profile, Map.of());
  }

  /**
   * This pack with a secret the task gives explicitly: the only value a password field gets.
   * With {@link Secret.Kind#PASSWORD}, a password field and the field that asks to repeat it are
   * typed with it; without it, a required password field stops the run for the person with that
   * question ({@code UNANSWERED_REQUIRED}), an optional one is left empty. A sign-in's password
   * field ({@code autocomplete="current-password"}) never gets it: a run never signs in.
   *
   * @param kind what the secret answers; a second secret of the same kind replaces the first
   * @param secret the value, which never shows in events, logs or evidence
   * @return a new pack; this one is unchanged
   */
  public JobApplicationPack withSecret(Secret.Kind kind, Secret secret) {
    java.util.Objects.requireNonNull(kind, "kind");
    java.util.Objects.requireNonNull(secret, "secret");
    Map<Secret.Kind, Secret> all = new java.util.EnumMap<>(Secret.Kind.class);
    all.putAll(secrets);
    all.put(kind, secret);
    return new JobApplicationPack(profile, all);
  }

  /**
   * Which standard field a question asks for, by the rules {@link #answer} uses for them
   * (declared input type and {@code autocomplete} token, then the question's words), whatever a
   * profile holds: {@code email}, {@code phone}, {@code firstName}, {@code lastName},
   * {@code fullName}, {@code location}, {@code linkedin}, {@code github}, {@code portfolio},
   * {@code coverLetter}, {@code resume}, {@code authorized}, {@code sponsorship} or
   * {@code consent}; empty when none applies. The model layer asks it whether a value fits a
   * field (one rule, one place). Stateless and thread-safe.
   *
   * @param question the page's question, as the pack's {@link #answer} receives it
   * @return the field's name, one of those above; empty when none applies
   */
  public static Optional<String> standardField(Question question) {
    java.util.Objects.requireNonNull(question, "question");
    String signature = question.signature();
    for (Rule rule : STANDARD_RULES) {
      if (rule.matches(question, signature)) {
        return Optional.of(rule.field());
      }
    }
    return Optional.empty();
  }

  /** The applicant's consent, from the profile. */
  @Override
  public Profile.Consent consent() {
    return profile.consent();
  }

  @Override
  public String name() {
    return "job-application";
  }

  /**
   * {@inheritDoc}
   *
   * <p>A question whose text addresses an automated agent or tells people to leave the field
   * alone ({@link PageText#isTrap}) gets no answer: page text is data, never instructions. A
   * password field gets the task's {@linkplain #withSecret secret} and nothing else: a profile
   * holds no secrets.
   *
   * <p>What an answer commits the applicant to is not judged here: the gate in front of the
   * executor holds every action to the profile's {@link Profile#consent() consent} (see {@code
   * dev.autopilot.core.gate.ActionGate}), whoever planned it.
   */
  @Override
  public Optional<Answer> answer(Question question) {
    return answered(question).map(Answered::answer);
  }

  /**
   * {@inheritDoc}
   *
   * <p>Names a profile answer as {@code answers["<key as the profile spells it>"]}, a standard
   * field as {@code profile.<field>} (see {@link #standardField}) and a password as {@code
   * secret.password}.
   */
  @Override
  public Optional<String> answeredBy(Question question) {
    return answered(question).map(Answered::by);
  }

  /** {@inheritDoc} The profile's answer keys closest in words to the question, closest first, at most three. */
  @Override
  public List<String> closestKeys(Question question) {
    return keys.closest(question.text(), 3);
  }

  private record Answered(Answer answer, String by) {}

  private Optional<Answered> answered(Question question) {
    if (PageText.isTrap(question.text())) {
      // page text addressing an agent, or a honeypot
      return Optional.empty();
    }
    if ("password".equalsIgnoreCase(question.inputType())) {
      Secret password = secrets.get(Secret.Kind.PASSWORD);
      // the secret is the password of an account the form creates; a sign-in's is never typed
      boolean signIn = FieldMeanings.ofAutocomplete(question.autocomplete()).map("current-password"::equals).orElse(false);
      return password == null || signIn ? Optional.empty() : Optional.of(new Answered(password.answer(), "secret.password"));
    }
    Optional<AnswerKeys.Found> explicit = keys.find(question.text());
    Optional<Answered> byText = byRules(question, question.signature());
    // an answer key outweighs the profile's fields, unless it only holds a short question's words
    // and says more ("Country of residence" for "Location"), where the profile's own field answers
    if (explicit.isPresent() && !(explicit.get().score() <= AnswerKeys.HELD_QUESTION && byText.isPresent())) {
      return Optional.of(new Answered(toAnswer(question, explicit.get().value(), false), "answers[\"" + explicit.get().key() + "\"]"));
    }
    if (byText.isPresent()) {
      return byText;
    }
    // what the page says to people outweighs its code; a code name of two words or more
    // ("family_name", "birthDay") is read only when the text says nothing the rules know
    String code = question.fieldNameWords();
    return code.indexOf(' ') > 0 ? byRules(question, code) : Optional.empty();
  }

  private Optional<Answered> byRules(Question question, String signature) {
    for (Rule rule : rules) {
      if (rule.matches(question, signature)) {
        @Nullable String value = rule.value().apply(profile);
        if (value != null && !value.isBlank()) {
          return Optional.of(new Answered(toAnswer(question, value, rule.file()), "profile." + rule.field()));
        }
      }
    }
    return Optional.empty();
  }


  private static Answer toAnswer(Question question, String value, boolean file) {
    if (file || question.kind() == QuestionKind.FILE) {
      return new Answer.File(Path.of(value));
    }
    return switch (question.kind()) {
      case TOGGLE -> new Answer.Toggle(Match.isYes(value));
      case CHOICE -> new Answer.Choice(value);
      default -> new Answer.Text(value);
    };
  }

  /** One standard field: when it applies, and where its value comes from. */
  private record Rule(String field, Set<String> inputTypes, Set<String> autocomplete, List<String> phrases, List<String> excluded, Set<QuestionKind> kinds, boolean file,
      Function<Profile, @Nullable String> value, java.util.function.Predicate<Question> meaning) {

    Rule(String field, Set<String> inputTypes, Set<String> autocomplete, List<String> phrases, List<String> excluded, Set<QuestionKind> kinds, boolean file,
        Function<Profile, @Nullable String> value) {
      this(field, inputTypes, autocomplete, phrases, excluded, kinds, file, value, q -> false);
    }

    boolean matches(Question q, String signature) {
      if (!kinds.isEmpty() && !kinds.contains(q.kind())) {
        return false;
      }
      for (String ex : excluded) {
        if (QuestionText.containsPhrase(signature, ex)) {
          return false;
        }
      }
      String auto = q.autocomplete();
      if (auto != null && autocomplete.contains(auto.toLowerCase(Locale.ROOT).trim())) {
        return true;
      }
      String type = q.inputType();
      if (type != null && inputTypes.contains(type.toLowerCase(Locale.ROOT))) {
        return true;
      }
      for (String phrase : phrases) {
        if (QuestionText.containsPhrase(signature, phrase)) {
          return true;
        }
      }
      return meaning.test(q);
    }
  }


  private static List<Rule> standardRules() {
    Set<QuestionKind> text = Set.of(QuestionKind.TEXT);
    Set<QuestionKind> choice = Set.of(QuestionKind.CHOICE, QuestionKind.TOGGLE);
    List<Rule> r = new ArrayList<>();
    // Order matters: the more specific questions come first.
    r.add(new Rule("resume", Set.of(), Set.of(), List.of("resume", "cv", "curriculum vitae", "upload"), List.of("cover letter"), Set.of(QuestionKind.FILE), true,
        p -> p.resume() == null ? null : p.resume().toString()));
    r.add(new Rule("sponsorship", Set.of(), Set.of(), List.of("sponsorship", "sponsor", "visa"), List.of(), choice, false,
        p -> p.workAuthorization() == null ? null : yesNo(p.workAuthorization().requiresSponsorship())));
    r.add(new Rule("authorized", Set.of(), Set.of(), List.of("authorized", "authorised", "eligible", "legally", "right to work", "work permit"), List.of(), choice, false,
        p -> p.workAuthorization() == null ? null : yesNo(p.workAuthorization().authorized())));
    // a box that commits the person to something: whether it may be ticked is the gate's to decide
    // (ActionGate, from ConsentRules and the profile's consent); the same rules say what it is
    r.add(new Rule("consent", Set.of(), Set.of(), List.of(), List.of(), Set.of(QuestionKind.TOGGLE), false,
        p -> "yes", q -> !ConsentRules.commitments(q.text()).isEmpty()));
    r.add(new Rule("email", Set.of("email"), Set.of("email"), List.of("email", "e mail"), List.of(), text, false, Profile::email));
    r.add(new Rule("phone", Set.of("tel"), Set.of("tel", "tel-national"), List.of("phone", "mobile", "telephone", "cell"), List.of(), text, false, Profile::phone));
    r.add(new Rule("firstName", Set.of(), Set.of("given-name"), List.of("first name", "given name", "forename"), List.of(), text, false, Profile::firstName));
    r.add(new Rule("lastName", Set.of(), Set.of("family-name"), List.of("last name", "surname", "family name"), List.of(), text, false, Profile::lastName));
    r.add(new Rule("linkedin", Set.of(), Set.of(), List.of("linkedin"), List.of(), text, false, p -> p.links().get("linkedin")));
    r.add(new Rule("github", Set.of(), Set.of(), List.of("github"), List.of(), text, false, p -> p.links().get("github")));
    r.add(new Rule("portfolio", Set.of(), Set.of("url"), List.of("portfolio", "website", "personal site", "homepage"), List.of(), text, false,
        p -> p.links().getOrDefault("portfolio", p.links().get("website"))));
    r.add(new Rule("fullName", Set.of(), Set.of("name"), List.of("full name", "name", "your name", "legal name"), List.of("company", "school", "user"), text, false, Profile::fullName));
    r.add(new Rule("location", Set.of(), Set.of("address-level2", "street-address"), List.of("location", "city", "where are you based", "current location", "address"), List.of("email"), text, false,
        Profile::location));
    r.add(new Rule("coverLetter", Set.of(), Set.of(), List.of("cover letter", "why do you want", "motivation"), List.of(), text, false, Profile::coverLetter));
    return List.copyOf(r);
  }

  private static String yesNo(boolean b) {
    return b ? "Yes" : "No";
  }
}
