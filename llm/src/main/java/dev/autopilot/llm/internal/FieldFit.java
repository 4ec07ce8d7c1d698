package dev.autopilot.llm.internal;

import dev.autopilot.core.match.ValueKind;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticKey;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.core.pack.Question;
import dev.autopilot.core.pack.QuestionKind;
import dev.autopilot.llm.PersonalData;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Whether an item of the task's data fits a field: a placeholder goes only where the field asks
 * for that kind of value, so that no page text can steer a model into moving identity data into
 * another field. A field's meaning is read by the rules that answer standard fields
 * ({@link JobApplicationPack#standardField}: input type, {@code autocomplete}, the question's
 * words) and by its declared kind of value ({@link ValueKind}: an {@code email}, {@code tel} or
 * {@code date} input).
 *
 * <ul>
 *   <li>A value that is an e-mail address, phone number, link, name, date or address fits only a
 *       field that asks for that: {@code {{email}}} into an e-mail field, {@code {{phone}}} into a
 *       phone field.
 *   <li>Any other value (a free answer, yes or no) fits only a field that asks for none of them.
 *   <li>A cover letter fits a cover-letter question or a free-text field that asks for no
 *       identity value; a file only a file input.
 * </ul>
 *
 * Stateless and thread-safe.
 */
final class FieldFit {
  private static final Map<String, PersonalData.Type> FIELD_TYPES = Map.of(
      "email", PersonalData.Type.EMAIL,
      "phone", PersonalData.Type.PHONE,
      "firstName", PersonalData.Type.NAME,
      "lastName", PersonalData.Type.NAME,
      "fullName", PersonalData.Type.NAME,
      "linkedin", PersonalData.Type.URL,
      "github", PersonalData.Type.URL,
      "portfolio", PersonalData.Type.URL,
      "location", PersonalData.Type.ADDRESS);
  private static final Set<String> FILLER = Set.of("your", "their", "with", "from", "what", "which", "that", "this", "answer", "whether", "person", "about", "have");

  private FieldFit() {}

  /** What a field asks for: its standard field, if any, and the identity type it holds, if any. */
  record Meaning(@Nullable String field, PersonalData.@Nullable Type type) {
    String describe() {
      if (type == null) {
        return field != null && field.equals("coverLetter") ? "a cover letter" : "no identity value";
      }
      return words(type);
    }
  }

  /** The meaning of the field an element answers, with the question it answers. */
  static Meaning meaning(SemanticElement e, String question) {
    if (e.role().isToggle()) {
      // a box or radio is ticked, never written: it holds no identity value, whatever its words
      return new Meaning(null, null);
    }
    ValueKind kind = ValueKind.of(e);
    PersonalData.Type declared = switch (kind) {
      case EMAIL -> PersonalData.Type.EMAIL;
      case PHONE -> PersonalData.Type.PHONE;
      case DATE -> PersonalData.Type.DATE;
      default -> null;
    };
    // the question's meaning whatever its widget: a select of cities asks for a location as a text field does
    Question q = new Question(question, QuestionKind.TEXT, List.of(), e.inputType(), e.attribute("autocomplete"), e.required());
    String field = JobApplicationPack.standardField(q).orElse(null);
    PersonalData.Type byField = field == null ? null : FIELD_TYPES.get(field);
    return new Meaning(field, declared != null ? declared : byField);
  }

  /**
   * Why the item does not fit the field, in words without any value or page text; null when it
   * fits.
   */
  static @Nullable String misfit(PersonalData.Item item, SemanticElement e, Meaning meaning, String question) {
    if (item.kind() == PersonalData.Kind.FILE) {
      return Elements.role(e).equals("file") ? null : "it is a file, which goes only into a file input";
    }
    if (item.kind() == PersonalData.Kind.COVER_LETTER) {
      boolean freeText = meaning.type() == null && Elements.typable(e) && ValueKind.of(e) == ValueKind.TEXT;
      return "coverLetter".equals(meaning.field()) || freeText ? null : "it is a cover letter, which goes only into a cover-letter or free-text answer";
    }
    if (item.type() == PersonalData.Type.TEXT) {
      if (meaning.type() != null) {
        return "it is not " + words(meaning.type()) + ", which the field asks for";
      }
      if (item.kind() == PersonalData.Kind.IDENTITY && !sharesAWord(item.description(), question)) {
        return "it is identity data the question does not ask for";
      }
      return null;
    }
    return item.type() == meaning.type() ? null : "it is " + words(item.type()) + "; the field asks for " + meaning.describe();
  }

  private static boolean sharesAWord(String description, String question) {
    Set<String> asked = Set.of(SemanticKey.questionSignature(question).split(" "));
    for (String w : SemanticKey.questionSignature(description).split(" ")) {
      if (w.length() >= 4 && !FILLER.contains(w) && asked.contains(w)) {
        return true;
      }
    }
    return false;
  }

  private static String words(PersonalData.Type type) {
    return switch (type) {
      case EMAIL -> "an e-mail address";
      case PHONE -> "a phone number";
      case URL -> "a link";
      case NAME -> "a name";
      case DATE -> "a date";
      case ADDRESS -> "an address or place";
      case TEXT -> "text";
    };
  }
}
