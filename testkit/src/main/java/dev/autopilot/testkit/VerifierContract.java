package dev.autopilot.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.Verifier;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.Verification;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/**
 * The contract of a {@link Verifier}: the verification matrix (see {@code docs/verification.md}) on the
 * kit's widget pages in a real browser, with the implementer's executor carrying out the
 * gestures. Effect, not gesture: every action that took effect is verified with deciding evidence
 * that held, and every gesture the page undid, refused or swallowed is unverified with the
 * criterion that failed.
 *
 * <p>What every verifier must do:
 *
 * <ul>
 *   <li>type: verified when the value equals the text after normalization (whitespace, e-mail
 *       case, phone digits, date and time formats); unverified when the page reverted or cut it;
 *   <li>select: verified when the chosen option's label or value is selected or shown, on native
 *       selects, datalists, ARIA comboboxes and listboxes, React-Select-style and autocomplete
 *       inputs; unverified when the select snaps back or the autocomplete kept no choice;
 *   <li>radio and checkbox: the target is checked (or unchecked), the conflicting member of its
 *       group is not, and an error the question showed is gone; unverified when a handler
 *       cancelled the check or the question's error stayed;
 *   <li>upload: the input holds the file or the page shows its name; unverified when the page
 *       dropped the file;
 *   <li>press_key: verified by the key's effect (the focus moved on, a value or an element's state
 *       changed, something appeared), never by the press; a key that changed nothing is
 *       unverified;
 *   <li>submit: verified when the page navigated or the submit's response was captured;
 *       unverified when nothing happened;
 *   <li>an execution that was not performed (a click an overlay swallowed, say) is never
 *       verified.
 * </ul>
 */
public abstract class VerifierContract extends ExecutionContractSupport {

  @Test
  void aKeyIsVerifiedByItsEffectNeverByThePress() {
    open("keys.html");
    assertVerified(act(new Action.PressKey(ref("Given name"), Action.Key.TAB, answer())));
    Step down = act(new Action.PressKey(ref("Shift"), Action.Key.ARROW_DOWN, answer()));
    assertVerified(down);
    assertEquals("Afternoon", element("Shift").value());
    assertVerified(act(new Action.PressKey(ref("Show the details"), Action.Key.ENTER, answer())));
    Step nothing = act(new Action.PressKey(ref("Nothing listens here"), Action.Key.ESCAPE, answer()));
    assertPerformed(nothing.result());
    assertUnverified(nothing);
  }

  @Test
  void typedValuesAreVerifiedAfterNormalization() {
    open("text.html");
    assertVerified(act(new Action.TypeRef(ref("Full name"), "  Ada   Lovelace ", answer())));
    assertVerified(act(new Action.TypeRef(ref("Email"), "Ada@Example.COM", answer())));
    assertVerified(act(new Action.TypeRef(ref("Phone"), "555.010.2000", answer())));
    assertVerified(act(new Action.TypeRef(ref("Years of experience"), "12", answer())));
    assertVerified(act(new Action.TypeRef(ref("Earliest start date"), "01/05/2026", answer())));
    assertVerified(act(new Action.TypeRef(ref("Preferred interview time"), "9:30 AM", answer())));
    Step born = act(new Action.TypeRef(ref("Date of birth (MM/DD/YYYY)"), "1990-12-10", answer()));
    assertVerified(born);
    assertEquals("12/10/1990", element("Date of birth (MM/DD/YYYY)").value(), "the page reformatted the date; the verifier read it as the same day");
    assertVerified(act(new Action.TypeRef(ref("Cover letter"), "Dear team,\nhello.", answer())));
    Step bio = act(new Action.TypeRef(ref("Short bio"), "Engineer", answer()));
    assertVerified(bio);
    assertTrue(bio.verification().evidence().stream().anyMatch(e -> e.deciding() && "Engineer".equals(e.after())),
        () -> "the evidence records the value after the action: " + bio.verification().evidence());
  }

  @Test
  void aValueThePageRevertsOrCutsIsUnverified() {
    open("text.html");
    Step reverted = act(new Action.TypeRef(ref("Nickname"), "Ada", answer()));
    assertPerformed(reverted.result());
    assertUnverified(reverted);
    assertEquals("", element("Nickname").value());
    Step cut = act(new Action.TypeRef(ref("Zip code"), "1234567", answer()));
    assertPerformed(cut.result());
    assertUnverified(cut);
  }

  @Test
  void selectionsAreVerifiedOnNativeAndCustomControls() {
    open("choices.html");
    assertVerified(act(new Action.SelectRef(ref("Country"), "France", answer())));
    assertVerified(act(new Action.SelectRef(ref("Country"), "jp", answer())));
    assertVerified(act(new Action.SelectRef(ref("Browser"), "Firefox", answer())));
    assertVerified(act(new Action.SelectRef(element(Role.COMBOBOX, "Office location").ref(), "Remote", answer())));
    assertVerified(act(new Action.SelectRef(element(Role.LISTBOX, "Team").ref(), "Platform", answer())));
    assertVerified(act(new Action.SelectRef(element(Role.COMBOBOX, "Favorite language").ref(), "Python", answer())));
    assertVerified(act(new Action.SelectRef(element(Role.COMBOBOX, "City").ref(), "Porto", answer())));
  }

  @Test
  void aSelectThatSnapsBackIsUnverified() {
    open("choices.html");
    Step step = act(new Action.SelectRef(ref("Shirt size"), "Medium", answer()));
    assertPerformed(step.result());
    assertUnverified(step);
  }

  @Test
  void anAutocompleteThatKeepsNoChoiceIsUnverified() {
    open("choices.html");
    Step step = act(new Action.SelectRef(element(Role.COMBOBOX, "Home airport").ref(), "Zurich", answer()));
    assertPerformed(step.result());
    assertUnverified(step);
  }

  @Test
  void togglesAreVerified() {
    open("toggles.html");
    assertVerified(act(new Action.SetCheckbox(ref("Send me the newsletter"), true, answer())));
    assertVerified(act(new Action.SetCheckbox(ref("Send me the newsletter"), false, answer())));
    assertVerified(act(new Action.SetCheckbox(ref("I accept the terms"), true, answer())));
    assertVerified(act(new Action.SetCheckbox(ref("Open to remote work"), true, answer())));
    assertVerified(act(new Action.SetCheckbox(ref("Email notifications"), true, answer())));
    assertVerified(act(new Action.SetRadio(ref("Night shift"), answer())));
    assertVerified(act(new Action.SetRadio(ref("Day shift"), answer())));
    assertEquals(Boolean.FALSE, element("Night shift").checked());
    assertVerified(act(new Action.SetRadio(ref("Permanent"), answer())));
    assertVerified(act(new Action.ClickRef(ref("Fixed term"), answer())));
  }

  @Test
  void aRadioAnswerIsCheckedItsRivalIsNotAndTheQuestionErrorIsGone() {
    open("toggles.html");
    String question = "Are you legally authorized to work in the United States?";
    assertFalse(current().errorsFor(answer(question, "Yes")).isEmpty(), "the fixture shows the question's error before");
    Step yes = act(new Action.SetRadio(answer(question, "Yes").ref(), answer()));
    assertVerified(yes);
    assertTrue(current().errorsFor(answer(question, "Yes")).isEmpty());
    Step no = act(new Action.SetRadio(answer(question, "No").ref(), answer()));
    assertVerified(no);
    assertEquals(Boolean.FALSE, answer(question, "Yes").checked(), "the conflicting member is unchecked");
  }

  @Test
  void aRadioWhoseHandlerCancelsTheCheckIsUnverified() {
    open("toggles.html");
    Step step = act(new Action.SetRadio(answer("Are you willing to relocate?", "Yes").ref(), answer()));
    assertPerformed(step.result());
    assertUnverified(step);
    assertEquals(Boolean.TRUE, answer("Are you willing to relocate?", "No").checked());
  }

  @Test
  void aCheckboxWhoseClickIsCancelledIsUnverified() {
    open("toggles.html");
    Step step = act(new Action.SetCheckbox(ref("Keep me signed in"), true, answer()));
    assertPerformed(step.result());
    assertUnverified(step);
  }

  @Test
  void anAnswerThatLeavesTheQuestionErrorIsUnverified() {
    open("toggles.html");
    String question = "Will you now or in the future require visa sponsorship?";
    Step step = act(new Action.SetRadio(answer(question, "No").ref(), answer()));
    assertPerformed(step.result());
    assertEquals(Boolean.TRUE, answer(question, "No").checked(), "the radio took the check");
    assertUnverified(step);
  }

  @Test
  void uploadsAreVerified() {
    open("upload.html");
    assertVerified(act(new Action.UploadFile(ref("Resume"), file("cv.pdf", "%PDF-1.4 cv"), answer())));
    assertVerified(act(new Action.UploadFile(ref("Attach a cover letter"), file("letter.txt", "Dear team"), answer())));
    assertVerified(act(new Action.UploadFile(ref("Upload portfolio"), file("portfolio.pdf", "%PDF-1.4 work"), answer())));
  }

  @Test
  void anUploadThePageDropsIsUnverified() {
    open("upload.html");
    Step step = act(new Action.UploadFile(ref("Photo"), file("me.png", "not really a png"), answer()));
    assertPerformed(step.result());
    assertUnverified(step);
  }

  @Test
  void submitsAreVerifiedWhenTheyNavigateOrGetAResponse() {
    open("submit.html");
    assertVerified(act(new Action.Submit(ref("Send by script"), Action.SubmitMethod.CLICK, answer())));
    Step nowhere = act(new Action.Submit(ref("Send nowhere"), Action.SubmitMethod.CLICK, answer()));
    assertPerformed(nowhere.result());
    assertUnverified(nowhere);
    Step sent = act(new Action.Submit(ref("Send application"), Action.SubmitMethod.CLICK, answer()));
    assertVerified(sent);
    assertTrue(sent.after().page().url().contains("widgets/thanks.html"));
    assertTrue(sent.verification().evidence().stream().map(Evidence::after).filter(Objects::nonNull).anyMatch(a -> a.contains("200")),
        () -> "the evidence records the response: " + sent.verification().evidence());
  }

  @Test
  void aClickAnOverlaySwallowedIsUnverified() {
    open("overlay.html");
    Step step = act(new Action.ClickRef(ref("Continue"), answer()));
    assertFalse(step.result().performed());
    assertUnverified(step);
  }

  @Test
  void anExecutionThatWasNotPerformedIsNeverVerified() {
    open("text.html");
    Action action = new Action.TypeRef(ref("Full name"), "Ada", answer());
    Verification v = verifyOnly(ExecutionResult.failed(action, ErrorCode.ACTION_FAILED, "type_ref: covered", 5));
    assertFalse(v.verified());
    assertFalse(v.reason().isBlank());
  }
}
