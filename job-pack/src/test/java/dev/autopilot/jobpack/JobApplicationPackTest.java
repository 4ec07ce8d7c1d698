package dev.autopilot.jobpack;

import dev.autopilot.core.pack.Answer;
import dev.autopilot.core.pack.Question;
import dev.autopilot.core.pack.QuestionKind;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

public class JobApplicationPackTest {
  public static final Profile PROFILE = new Profile("Ada", "Lovelace", "ada@example.org", "+44 20 7946 0000", "London, UK",
      Map.of("linkedin", "https://linkedin.example/in/ada", "github", "https://github.example/ada"), Path.of("/tmp/cv.pdf"), "I like engines.",
      new Profile.WorkAuthorization(true, false), Profile.Consent.toApplying(), Map.of("How did you hear about us?", "Referral", "Years of professional experience", "5-10"));
  final JobApplicationPack pack = JobApplicationPack.of(PROFILE);

  private Optional<Answer> text(String q) {
    return pack.answer(new Question(q, QuestionKind.TEXT, List.of(), null, null, true));
  }

  @Test
  void standardFieldsByTheirWords() {
    assertEquals(Optional.of(new Answer.Text("Ada")), text("First name *"));
    assertEquals(Optional.of(new Answer.Text("Lovelace")), text("Surname"));
    assertEquals(Optional.of(new Answer.Text("Ada Lovelace")), text("Full name"));
    assertEquals(Optional.of(new Answer.Text("ada@example.org")), text("Please confirm your email address"));
    assertEquals(Optional.of(new Answer.Text("+44 20 7946 0000")), text("Mobile number"));
    assertEquals(Optional.of(new Answer.Text("https://linkedin.example/in/ada")), text("LinkedIn profile"));
    assertEquals(Optional.of(new Answer.Text("London, UK")), text("Current location"));
    assertEquals(Optional.of(new Answer.Text("I like engines.")), text("Cover letter"));
    assertEquals(Optional.empty(), text("Company name"));
    assertEquals(Optional.empty(), text("Favourite colour"));
  }

  @Test
  void theProfilesOwnFieldOutweighsAnAnswerKeyThatOnlyHoldsTheQuestion() {
    Profile p = new Profile("Ada", "Lovelace", "ada@example.org", "+1 415 555 0134", "San Francisco", Map.of(), null, null, null, Profile.Consent.toApplying(),
        Map.of("Country of residence", "United States"));
    JobApplicationPack pack = JobApplicationPack.of(p);
    assertEquals(Optional.of(new Answer.Text("San Francisco")), pack.answer(new Question("Location", QuestionKind.TEXT, List.of(), null, null, true)),
        "the profile's location, not a key that says more than was asked");
    assertEquals(Optional.of(new Answer.Text("United States")), pack.answer(new Question("Country of residence", QuestionKind.TEXT, List.of(), null, null, true)));
  }

  @Test
  void declaredTypesAndAutocompleteWinOverWords() {
    assertEquals(Optional.of(new Answer.Text("ada@example.org")), pack.answer(new Question("Contact", QuestionKind.TEXT, List.of(), "email", null, true)));
    assertEquals(Optional.of(new Answer.Text("Ada")), pack.answer(new Question("Vorname", QuestionKind.TEXT, List.of(), "text", "given-name", true)));
  }

  @Test
  void yesNoQuestionsAndConsent() {
    assertEquals(Optional.of(new Answer.Choice("Yes")), pack.answer(new Question("Are you legally authorized to work in the United States?", QuestionKind.CHOICE, List.of("Yes", "No"), null, null, true)));
    assertEquals(Optional.of(new Answer.Choice("No")), pack.answer(new Question("Will you now or in the future require visa sponsorship?", QuestionKind.CHOICE, List.of("Yes", "No"), null, null, true)));
    assertEquals(Optional.of(new Answer.Toggle(true)), pack.answer(new Question("I certify that the information is accurate and agree to the privacy policy", QuestionKind.TOGGLE, List.of(), null, null, true)));
  }

  @Test
  void profileAnswersMatchByNormalizedTextOrOverlap() {
    assertEquals(Optional.of(new Answer.Choice("Referral")), pack.answer(new Question("How did you hear about us? *", QuestionKind.CHOICE, List.of("Job board", "Referral"), null, null, false)));
    assertEquals(Optional.of(new Answer.Choice("5-10")), pack.answer(new Question("Years of experience", QuestionKind.CHOICE, List.of(), null, null, true)));
  }

  @Test
  void filesGetTheResume() {
    Optional<Answer> a = pack.answer(new Question("Resume/CV", QuestionKind.FILE, List.of(), "file", null, true));
    assertTrue(a.orElseThrow() instanceof Answer.File f && f.path().equals(Path.of("/tmp/cv.pdf")));
  }
}
