package dev.autopilot.packs;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.consent.Consent;
import dev.autopilot.core.pack.Answer;
import dev.autopilot.core.pack.GenericPack;
import dev.autopilot.core.pack.Question;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;
import org.jspecify.annotations.Nullable;

/**
 * The answers of a pack of this module from one values record (an attendee, a supplier), each
 * traced to the record's field it comes from, the way a person finds it in their file: {@code
 * attendee["email"]}, {@code supplier["contact.phone"]}. A question that the pack's words file
 * names is the pack's own and the pack answers it; any other goes to a {@link GenericPack} over
 * the record's common values keyed by meaning, and its {@code values["tel"]} is turned into the
 * record's field.
 *
 * <p>Immutable and thread-safe.
 */
final class RecordAnswers {
  /** An answer and the record's field it comes from, such as {@code attendee["ticketType"]}. */
  record Found(Answer answer, String by) {}

  private final String owner;
  private final QuestionWords words;
  private final GenericPack common;
  /** Each common value's key (a meaning) to the record's field it comes from. */
  private final Map<String, String> fields;

  private RecordAnswers(String owner, QuestionWords words, GenericPack common, Map<String, String> fields) {
    this.owner = owner;
    this.words = words;
    this.common = common;
    this.fields = fields;
  }

  /**
   * Starts the answers of a record.
   *
   * @param owner the record's name in {@code answeredBy}, such as {@code "attendee"}
   * @param words the pack's own questions, by the record's field that answers each
   * @return a builder of the record's common values
   */
  static Builder of(String owner, QuestionWords words) {
    return new Builder(requireNonNull(owner, "owner"), requireNonNull(words, "words"));
  }

  /** Collects a record's common values; used by one thread while its pack is made. */
  static final class Builder {
    private final String owner;
    private final QuestionWords words;
    private final Map<String, String> values = new LinkedHashMap<>();
    private final Map<String, String> fields = new LinkedHashMap<>();

    private Builder(String owner, QuestionWords words) {
      this.owner = owner;
      this.words = words;
    }

    /**
     * A common value, answered by the generic pack; nothing when the record has no value there.
     *
     * @param meaning the value's key for {@link GenericPack}, such as {@code "email"}
     * @param value the record's value, or null when the record leaves it out
     * @param field the record's field it comes from, such as {@code "contact.email"}
     * @return this builder
     */
    Builder value(String meaning, @Nullable String value, String field) {
      if (value != null) {
        values.put(meaning, value);
        fields.put(meaning, field);
      }
      return this;
    }

    /**
     * The answers.
     *
     * @param consent what the record's person agrees to ahead, for the generic pack's boxes
     * @return the record's answers
     */
    RecordAnswers build(Consent consent) {
      return new RecordAnswers(owner, words, GenericPack.of(values, consent), Map.copyOf(fields));
    }
  }

  /**
   * Answers a question: the pack's own when its words file names the question's field, else the
   * generic pack's.
   *
   * @param question the question as the page asks it
   * @param own the pack's answer to its own question, given the field the words file names; it
   *     throws for a field it does not know
   * @return the answer and where it comes from; empty when there is none
   */
  Optional<Found> find(Question question, BiFunction<String, Question, Optional<Found>> own) {
    requireNonNull(question, "question");
    Optional<String> field = words.of(Answers.group(question));
    if (field.isPresent()) {
      return own.apply(field.get(), question);
    }
    return common.answer(question).map(a -> new Found(a, fieldOf(common.answeredBy(question).orElse(""))));
  }

  /** An answer of the pack's own, traced to the record's field, such as {@code "ticketType"}. */
  Optional<Found> by(Optional<Answer> answer, String field) {
    return answer.map(a -> new Found(a, owner + "[\"" + field + "\"]"));
  }

  /** Answers a question of the pack's own with a value the record may leave out (null): then nothing. */
  Optional<Found> optional(Question question, @Nullable String value, String field) {
    return value == null ? Optional.empty() : by(Answers.of(question, value), field);
  }

  /** The keys closest to a question the pack has no answer for, as the generic pack finds them. */
  List<String> closestKeys(Question question) {
    return common.closestKeys(question);
  }

  /** The record's fields that hold a common value: a new set, for the pack to add its own fields to. */
  Set<String> commonFields() {
    return new LinkedHashSet<>(fields.values());
  }

  /** The record's field behind a common value's key, {@code values["tel"]} being {@code supplier["contact.phone"]}. */
  private String fieldOf(String by) {
    for (Map.Entry<String, String> e : fields.entrySet()) {
      by = by.replace("values[\"" + e.getKey() + "\"]", owner + "[\"" + e.getValue() + "\"]");
    }
    return by;
  }
}
