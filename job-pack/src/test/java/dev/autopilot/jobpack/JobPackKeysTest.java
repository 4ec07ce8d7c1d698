package dev.autopilot.jobpack;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.autopilot.core.pack.Answer;
import dev.autopilot.core.pack.Question;
import dev.autopilot.core.pack.QuestionKind;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The job pack meets the profile's keys by meaning and says which key answered. */
class JobPackKeysTest {
  @Test
  void thePackSaysWhichKeyAnsweredAndWhichKeysWereClosest() {
    Profile p = new Profile("Ada", "Lovelace", "ada@example.org", "+44 20 7946 0000", "London, UK", Map.of(), Path.of("/tmp/cv.pdf"), null,
        new Profile.WorkAuthorization(true, false), Profile.Consent.toApplying(), Map.of("Work authorization expiry date", "2027-06-30"));
    JobApplicationPack pack = JobApplicationPack.of(p);
    Question expiry = new Question("When does your current work authorization expire?", QuestionKind.TEXT, List.of(), "date", null, true);
    assertEquals(Optional.of("answers[\"Work authorization expiry date\"]"), pack.answeredBy(expiry));
    assertEquals(Optional.of("profile.email"), pack.answeredBy(new Question("E-mail", QuestionKind.TEXT, List.of(), "email", null, true)));
    Question resume = new Question("Résumé", QuestionKind.FILE, List.of(), "file", null, true);
    assertEquals(Optional.of(new Answer.File(Path.of("/tmp/cv.pdf"))), pack.answer(resume));
    Question permit = new Question("Work permit expiry", QuestionKind.TEXT, List.of(), null, null, true);
    assertEquals(Optional.empty(), pack.answer(permit));
    assertEquals(List.of("Work authorization expiry date"), pack.closestKeys(permit));
  }
  @Test
  void anAttestationIsAConsentBoxTheGateJudges() {
    JobApplicationPack pack = JobApplicationPack.of(JobApplicationPackTest.PROFILE);
    Question q = new Question("I confirm that the information I have given is accurate", QuestionKind.TOGGLE, List.of(), "checkbox", null, true);
    assertEquals(Optional.of(new Answer.Toggle(true)), pack.answer(q));
    assertEquals(Optional.of("profile.consent"), pack.answeredBy(q));
    assertEquals(Optional.empty(), pack.answer(new Question("Remember me on this device", QuestionKind.TOGGLE, List.of(), "checkbox", null, false)));
  }
  @Test
  void aControlsCodeNameIsReadWhenItsTextSaysNothingTheRulesKnow() {
    JobApplicationPack pack = JobApplicationPack.of(JobApplicationPackTest.PROFILE);
    assertEquals(Optional.of(new Answer.Text("Ada")), pack.answer(new Question("الاسم الأول", QuestionKind.TEXT, List.of(), "text", null, true, "first_name")));
    assertEquals(Optional.of(new Answer.Text("Lovelace")), pack.answer(new Question("اسم العائلة", QuestionKind.TEXT, List.of(), "text", null, true, "familyName")));
    assertEquals(Optional.empty(), pack.answer(new Question("Company", QuestionKind.TEXT, List.of(), "text", null, true, "name")),
        "a one-word code name says too little to outweigh the label");
    assertEquals(Optional.empty(), pack.answer(new Question("Employer", QuestionKind.TEXT, List.of(), "text", null, true, "company_name")));
    assertEquals(Optional.of(new Answer.Text("Ada")), pack.answer(new Question("First name", QuestionKind.TEXT, List.of(), "text", null, true, "field_17")));
    assertEquals("family name", new Question("x", QuestionKind.TEXT, List.of(), null, null, false, "family_name").fieldNameWords());
    assertEquals("birth day", new Question("x", QuestionKind.TEXT, List.of(), null, null, false, "birthDay").fieldNameWords());
    assertEquals("url field", new Question("x", QuestionKind.TEXT, List.of(), null, null, false, "URLField").fieldNameWords());
    assertEquals("", new Question("x", QuestionKind.TEXT, List.of(), null, null, false).fieldNameWords());
  }}
