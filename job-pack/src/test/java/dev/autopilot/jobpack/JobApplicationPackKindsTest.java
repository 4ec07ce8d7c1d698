package dev.autopilot.jobpack;

import dev.autopilot.core.pack.Answer;
import dev.autopilot.core.pack.Question;
import dev.autopilot.core.pack.QuestionKind;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/** The job-application pack per question kind: what each kind of question gets, and what it never gets. */
class JobApplicationPackKindsTest {
  private final JobApplicationPack pack = JobApplicationPack.of(JobApplicationPackTest.PROFILE);

  private Optional<Answer> ask(String text, QuestionKind kind, @Nullable String type, @Nullable String autocomplete) {
    return pack.answer(new Question(text, kind, kind == QuestionKind.CHOICE ? List.of("Yes", "No") : List.of(), type, autocomplete, true));
  }

  @Test
  void textQuestionsGetTextFromStandardFields() {
    assertEquals(Optional.of(new Answer.Text("+44 20 7946 0000")), ask("Contact", QuestionKind.TEXT, "text", "tel-national"));
    assertEquals(Optional.of(new Answer.Text("+44 20 7946 0000")), ask("Numero", QuestionKind.TEXT, "tel", null));
    assertEquals(Optional.of(new Answer.Text("https://github.example/ada")), ask("GitHub", QuestionKind.TEXT, null, null));
    assertEquals(Optional.empty(), ask("Company name", QuestionKind.TEXT, null, null), "an excluded word wins over 'name'");
  }

  @Test
  void standardTextFieldsNeverAnswerOtherKinds() {
    assertEquals(Optional.empty(), ask("Email", QuestionKind.CHOICE, null, null));
    assertEquals(Optional.empty(), ask("Email", QuestionKind.TOGGLE, null, null));
    assertEquals(Optional.empty(), ask("Phone", QuestionKind.FILE, "file", null));
  }

  @Test
  void choiceAndToggleQuestionsGetYesOrNo() {
    assertEquals(Optional.of(new Answer.Choice("No")), ask("Do you require sponsorship?", QuestionKind.CHOICE, null, null));
    assertEquals(Optional.of(new Answer.Toggle(false)), ask("I require visa sponsorship", QuestionKind.TOGGLE, "checkbox", null));
    assertEquals(Optional.of(new Answer.Toggle(true)), ask("I am legally authorized to work", QuestionKind.TOGGLE, "checkbox", null));
    assertEquals(Optional.empty(), ask("I agree to the terms", QuestionKind.CHOICE, null, null), "consent is a toggle, never a choice");
  }

  @Test
  void consentIsGivenOnlyWhenTheProfileGivesIt() {
    Profile p = JobApplicationPackTest.PROFILE;
    Profile withoutConsent = new Profile(p.firstName(), p.lastName(), p.email(), p.phone(), p.location(), p.links(), p.resume(), p.coverLetter(),
        p.workAuthorization(), Profile.Consent.NONE, p.answers());
    assertEquals(Optional.of(new Answer.Toggle(true)), ask("I agree to the privacy policy", QuestionKind.TOGGLE, "checkbox", null));
    // the pack answers; what the answer commits to is held to the consent by the gate in front of the executor
    assertEquals(Profile.Consent.NONE, JobApplicationPack.of(withoutConsent).consent());
    org.junit.jupiter.api.Assertions.assertFalse(dev.autopilot.core.consent.ConsentRules.decide("I agree to the privacy policy", "",
        JobApplicationPack.of(withoutConsent).consent()).allowed());
  }

  @Test
  void fileQuestionsGetTheResumeButNotForACoverLetter() {
    assertEquals(Optional.of(new Answer.File(Path.of("/tmp/cv.pdf"))), ask("Upload your CV", QuestionKind.FILE, "file", null));
    assertEquals(Optional.empty(), ask("Cover letter (upload)", QuestionKind.FILE, "file", null));
  }

  @Test
  void profileAnswersTakeTheQuestionsKind() {
    Profile p = JobApplicationPackTest.PROFILE;
    Profile custom = new Profile(p.firstName(), p.lastName(), p.email(), p.phone(), p.location(), p.links(), p.resume(), p.coverLetter(),
        p.workAuthorization(), p.consent(), Map.of("Willing to relocate", "agree", "Start date", "01/05/2026"));
    JobApplicationPack customPack = JobApplicationPack.of(custom);
    assertEquals(Optional.of(new Answer.Toggle(true)), customPack.answer(new Question("Willing to relocate?", QuestionKind.TOGGLE, List.of(), "checkbox", null, false)));
    assertEquals(Optional.of(new Answer.Text("01/05/2026")), customPack.answer(new Question("Start date", QuestionKind.TEXT, List.of(), "date", null, true)),
        "the pack gives the profile's text; the executor writes the input's form");
  }

  @org.junit.jupiter.params.ParameterizedTest
  @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
      "Salary expectation (USD per year): | 120000", "Vehicle type (car, bike or scooter) | Bike", "SALARY EXPECTATION* | 120000",
      "Vehicle type: | Bike", "Your salary expectation, before tax | 120000"})
  void aKeyMeetsItsQuestionWhateverHintCaseOrMarksTheLabelAdds(String label, String expected) {
    Profile p = JobApplicationPackTest.PROFILE;
    JobApplicationPack pack = JobApplicationPack.of(new Profile(p.firstName(), p.lastName(), p.email(), p.phone(), p.location(), p.links(), p.resume(),
        p.coverLetter(), p.workAuthorization(), p.consent(), java.util.Map.of("Salary expectation", "120000", "Vehicle type", "Bike")));
    assertEquals(Optional.of(new Answer.Text(expected)), pack.answer(new Question(label, QuestionKind.TEXT, List.of(), "text", null, true)));
  }
}
