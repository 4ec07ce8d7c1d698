package dev.autopilot.jobpack;

import dev.autopilot.core.pack.Answer;
import dev.autopilot.core.pack.Question;
import dev.autopilot.core.pack.QuestionKind;
import dev.autopilot.core.pack.Secret;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.match.Fields;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.PageInfo;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Password fields take only the task's secret, and a secret never shows. */
class SecretTest {
  private static final Profile PROFILE = new Profile("Ada", "Lovelace", "ada@example.org", "+1 415 555 0134", null, Map.of(), null, null, null,
      Profile.Consent.toApplying(), Map.of("Password", "from-the-profile"));
  private static final Question PASSWORD = new Question("Password", QuestionKind.TEXT, List.of(), "password", "new-password", true);
  private static final Question CONFIRM = new Question("Confirm password", QuestionKind.TEXT, List.of(), "password", null, true);

  @Test
  void withoutASecretAPasswordFieldGetsNoAnswerNotEvenFromTheProfile() {
    JobApplicationPack pack = JobApplicationPack.of(PROFILE);
    assertEquals(Optional.empty(), pack.answer(PASSWORD));
    assertEquals(Optional.empty(), pack.answer(CONFIRM));
  }

  @Test
  void theTasksSecretAnswersThePasswordAndItsConfirmationAndNothingElse() {
    JobApplicationPack pack = JobApplicationPack.of(PROFILE).withSecret(Secret.Kind.PASSWORD, Secret.of("s3cret-Horse"));
    assertEquals(Optional.of(new Answer.Text("s3cret-Horse")), pack.answer(PASSWORD));
    assertEquals(Optional.of(new Answer.Text("s3cret-Horse")), pack.answer(CONFIRM));
    assertEquals(Optional.of(new Answer.Text("ada@example.org")), pack.answer(new Question("Email", QuestionKind.TEXT, List.of(), "email", null, true)));
    assertEquals(Optional.empty(), JobApplicationPack.of(PROFILE).answer(PASSWORD), "the pack it came from is unchanged");
  }

  @Test
  void theSecretNeverAnswersASignInsPassword() {
    JobApplicationPack pack = JobApplicationPack.of(PROFILE).withSecret(Secret.Kind.PASSWORD, Secret.of("s3cret-Horse"));
    assertEquals(Optional.empty(), pack.answer(new Question("Password", QuestionKind.TEXT, List.of(), "password", "current-password", true)),
        "a run never signs in");
  }

  @Test
  void aSecretNeverShows() {
    Secret secret = Secret.of("s3cret-Horse");
    assertEquals("[secret]", secret.toString());
    assertThrows(IllegalArgumentException.class, () -> Secret.of(" "));
  }

  @Test
  void typingIntoAPasswordFieldIsShownConcealedAndOtherActionsAsTheyAre() {
    SemanticElement password = element("e1", "Password", "password", "[secret]");
    SemanticElement email = element("e2", "Email", "email", "");
    SemanticSnapshot s = new SemanticSnapshot(new PageInfo("http://127.0.0.1/form", "Sign up", "127.0.0.1", "/form", "h"), List.of(password, email),
        List.of(), List.of(), List.of(), List.of(), 1, false);
    Action typePassword = new Action.TypeRef("e1", "s3cret-Horse", ActionMeta.of("answer", "Password"));
    Action typeEmail = new Action.TypeRef("e2", "ada@example.org", ActionMeta.of("answer", "Email"));
    List<Action> shown = Secret.conceal(List.of(typePassword, typeEmail), s);
    assertEquals("[secret]", ((Action.TypeRef) shown.get(0)).text());
    assertSame(typeEmail, shown.get(1));
    assertTrue(Fields.isSecret(password));
    assertTrue(Fields.holds(password, typePassword), "a password field holding text holds the typed secret: its value is never read");
    assertFalse(Fields.holds(element("e1", "Password", "password", ""), typePassword));
  }

  private static SemanticElement element(String ref, String name, String type, String value) {
    return new SemanticElement(ref, Role.TEXTBOX, name, null, value, true, false, null, true, null, List.of(), type, Map.of(), false);
  }
}
