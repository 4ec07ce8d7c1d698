package dev.autopilot.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.model.PageInfo;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmitCandidate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class LoginWallTest {
  private static final String JOB = "http://127.0.0.1:8080/jobs/42";

  private static SemanticElement field(String ref, String name, String type, String autocomplete) {
    return new SemanticElement(ref, Role.TEXTBOX, name, null, "", true, false, null, true, null, List.of(), type,
        autocomplete == null ? Map.of() : Map.of("autocomplete", autocomplete), false);
  }

  private static SemanticElement button(String ref, String name) {
    return new SemanticElement(ref, Role.BUTTON, name, null, null, false, false, null, true, null, List.of(), "submit", Map.of(), false);
  }

  private static SemanticSnapshot page(String url, String title, SemanticElement... elements) {
    List<SubmitCandidate> submits = new ArrayList<>();
    for (SemanticElement e : elements) {
      if (e.role() == Role.BUTTON) {
        submits.add(new SubmitCandidate(e.ref(), e.name(), true));
      }
    }
    return new SemanticSnapshot(new PageInfo(url, title, "127.0.0.1", "/", "h"), List.of(elements), List.of(), List.of(), List.of(), submits, 1, false);
  }

  private static SemanticSnapshot jobForm(String url, SemanticElement... extra) {
    List<SemanticElement> all = new ArrayList<>(List.of(field("e1", "First name", "text", "given-name"), field("e2", "Last name", "text", "family-name"),
        field("e3", "Email", "email", "email"), field("e4", "Phone", "tel", "tel"), button("e9", "Submit")));
    all.addAll(List.of(extra));
    return page(url, "Apply", all.toArray(SemanticElement[]::new));
  }

  @Test
  void aRedirectToASignInPageWithAPasswordFieldIsAWall() {
    Optional<LoginWall> wall = LoginWall.detect(JOB, page("http://127.0.0.1:8080/login?next=%2Fjobs%2F42&token=abc", "Acme",
        field("u", "Email", "email", "username"), field("p", "Password", "password", "current-password"), button("b", "Sign in")), 200);
    assertTrue(wall.isPresent());
    assertTrue(wall.get().redirected());
    assertEquals("127.0.0.1/login", wall.get().landedAt(), "host and path only: a query may carry tokens");
    assertTrue(wall.get().evidence().contains("a password field and 1 other field"), wall.get().evidence());
    assertTrue(wall.get().evidence().contains("'sign in'"), wall.get().evidence());
  }

  @Test
  void aPasswordFieldWithNoFormOfItsOwnIsAWallWithoutRedirectOrWords() {
    assertTrue(LoginWall.detect(JOB, page(JOB, "Acme", field("u", "Kennung", "text", null), field("p", "Kennwort", "password", null), button("b", "OK")), 200).isPresent(),
        "evidence, not vocabulary: no known word is needed");
  }

  @Test
  void aSignUpFormChoosingANewPasswordIsNeverAWall() {
    assertFalse(LoginWall.detect(JOB, page("http://127.0.0.1:8080/signup", "Create your account", field("u", "Email", "email", "email"),
        field("p", "Password", "password", "new-password"), field("q", "Confirm password", "password", "new-password"), button("b", "Sign up")), 200).isPresent());
  }

  @Test
  void aFormThatAlsoAsksForAPasswordIsNotAWall() {
    assertFalse(LoginWall.detect(JOB, jobForm(JOB, field("p", "Choose a password", "password", null)), 200).isPresent(),
        "an application that creates an account holds a form of its own");
  }

  @Test
  void anOrdinaryFormIsNotAWallEvenWhenItSaysLogIn() {
    assertFalse(LoginWall.detect(JOB, jobForm(JOB, button("l", "Log in to save your progress")), 200).isPresent(), "words alone judge nothing");
  }

  @Test
  void a401IsAWallAndA403OnlyWithAPasswordFieldOrSignInWords() {
    assertEquals(401, LoginWall.detect(JOB, page(JOB, "Unauthorized"), 401).orElseThrow().status());
    assertFalse(LoginWall.detect(JOB, page(JOB, "Forbidden"), 403).isPresent(), "a bare 403 may be a block, not a sign-in");
    assertTrue(LoginWall.detect(JOB, page(JOB, "Please log in"), 403).isPresent());
  }

  @Test
  void aRedirectToASignInThatAsksForTheUserNameFirstIsAWall() {
    assertTrue(LoginWall.detect(JOB, page("https://sso.example.test/authorize", "Anmelden", field("u", "E-Mail", "email", "username"), button("n", "Weiter")), 200).isPresent());
    assertFalse(LoginWall.detect(JOB, page(JOB, "Anmelden", field("u", "E-Mail", "email", "username"), button("n", "Weiter")), 200).isPresent(),
        "no redirect and no password field: a one-field form of the page's own");
  }

  @Test
  void signInWordsOfOtherLanguagesAreRead() {
    assertEquals("登录", LoginWall.signInWords(page(JOB, "账号登录以继续")));
    assertEquals("تسجيل الدخول", LoginWall.signInWords(page(JOB, "تسجيل الدخول")));
    assertEquals("se connecter", LoginWall.signInWords(page(JOB, "Se connecter")));
    assertEquals(null, LoginWall.signInWords(page(JOB, "Blogging tips")), "whole words only");
  }

  @Test
  void aMoveIsAnotherHostOrPathNotAnotherQuery() {
    assertFalse(LoginWall.movedAway(JOB, JOB + "/?ref=mail"));
    assertTrue(LoginWall.movedAway(JOB, "http://127.0.0.1:8080/login"));
    assertTrue(LoginWall.movedAway(JOB, "http://id.example.test/jobs/42"));
  }
}
