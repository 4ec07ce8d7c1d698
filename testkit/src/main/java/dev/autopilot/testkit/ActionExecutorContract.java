package dev.autopilot.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ActionExecutor;
import dev.autopilot.core.BrowserException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.StaleRefException;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.Navigation;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticSnapshot;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The contract of an {@link ActionExecutor}, checked against a real browser on the kit's widget
 * pages: every verb of the DSL on native and custom controls, and the ways a gesture fails. The
 * page's state after each gesture is read from a fresh snapshot; whether the gesture took effect
 * is the {@link VerifierContract}'s subject.
 *
 * <p>What every executor must do:
 *
 * <ul>
 *   <li>type into text, e-mail, phone, number, date and time inputs, textareas and
 *       contenteditable elements, replacing what was there; dates and times given as people
 *       write them ({@code 01/05/2026}, {@code 9:30 AM}) go into date and time inputs;
 *   <li>choose options of native selects by label or value, of datalist inputs, ARIA comboboxes
 *       and listboxes, React-Select-style inputs and autocomplete inputs (type, wait for the
 *       suggestions, pick one);
 *   <li>check and uncheck native and ARIA checkboxes, radios and switches, through the label
 *       when the native control is hidden;
 *   <li>upload through a visible or hidden file input, a label, or a button that opens a file
 *       chooser;
 *   <li>submit by button, {@code input[type=submit]} and Enter, reporting the navigation and
 *       the response; wait for a selector, a text, a URL and a quiet network; reload;
 *   <li>press a key (Tab, Escape, Enter, arrows) in the element it names, focused first; refuse
 *       Enter where it would submit a form ({@link ErrorCode#ACTION_FAILED}): submitting is the
 *       submit action's;
 *   <li>fail fast and typed: a disabled control, an overlay covering the target (the detail names
 *       it), a wait that does not hold within the action's timeout, a missing file, an option that
 *       does not exist; wait briefly for a control that becomes usable a moment later;
 *   <li>re-resolve a stale ref once, by role, name and question, and throw
 *       {@link StaleRefException} when no single element matches; wrap a dead browser in a
 *       {@link BrowserException} naming the ref and the verb.
 * </ul>
 */
public abstract class ActionExecutorContract extends ExecutionContractSupport {

  @Test
  void pressesKeysInTheElementAndNeverSubmitsWithEnter() {
    open("keys.html");
    ExecutionResult tab = execute(new Action.PressKey(ref("Given name"), Action.Key.TAB, answer()));
    assertPerformed(tab);
    assertEquals(Action.Key.TAB, ((Action.PressKey) tab.action()).key());
    assertPerformed(execute(new Action.PressKey(ref("Shift"), Action.Key.ARROW_DOWN, answer())));
    assertEquals("Afternoon", element("Shift").value(), "the arrow went to the select it was pressed in");
    assertPerformed(execute(new Action.PressKey(ref("Show the details"), Action.Key.ENTER, answer())));
    assertTrue(session().visibleText(2_000).contains("weekend shifts"), "Enter activated the button outside any form");
    assertPerformed(execute(new Action.PressKey(ref("Nothing listens here"), Action.Key.ESCAPE, answer())));
    ExecutionResult enter = execute(new Action.PressKey(ref("Search the jobs"), Action.Key.ENTER, answer()));
    assertFalse(enter.performed(), "Enter in a field of a form would submit it: submitting is the submit action's");
    assertEquals(ErrorCode.ACTION_FAILED, enter.errorCode());
    assertTrue(session().url().endsWith("keys.html"), "no submission: " + session().url());
  }

  @Test
  void typesIntoEveryKindOfTextField() {
    open("text.html");
    assertPerformed(execute(new Action.TypeRef(ref("Full name"), "Ada Lovelace", answer())));
    assertEquals("Ada Lovelace", element("Full name").value());
    assertPerformed(execute(new Action.TypeRef(ref("Email"), "Ada@Example.COM", answer())));
    assertEquals("ada@example.com", element("Email").value(), "the page's own formatting ran");
    assertPerformed(execute(new Action.TypeRef(ref("Phone"), "555 010 2000", answer())));
    assertEquals("(555) 010-2000", element("Phone").value());
    assertPerformed(execute(new Action.TypeRef(ref("Years of experience"), "12", answer())));
    assertEquals("12", element("Years of experience").value());
    assertPerformed(execute(new Action.TypeRef(ref("Earliest start date"), "01/05/2026", answer())));
    assertEquals("2026-01-05", element("Earliest start date").value(), "a US date goes into a date input as ISO");
    assertPerformed(execute(new Action.TypeRef(ref("Preferred interview time"), "9:30 PM", answer())));
    assertEquals("21:30", element("Preferred interview time").value());
    assertPerformed(execute(new Action.TypeRef(ref("Cover letter"), "Dear team,\nhello.", answer())));
    assertEquals("Dear team,\nhello.", element("Cover letter").value());
    assertPerformed(execute(new Action.TypeRef(ref("Short bio"), "Engineer", answer())));
    assertPerformed(execute(new Action.TypeRef(ref("Short bio"), "Mathematician", answer())));
    assertEquals("Mathematician", element("Short bio").value(), "typing replaces the old text");
  }

  @Test
  void failsFastOnADisabledOrReadOnlyFieldAndWaitsForOneUnlockedAMomentLater() {
    open("text.html");
    ExecutionResult locked = execute(new Action.TypeRef(ref("Locked field"), "x", answer()));
    assertFalse(locked.performed());
    assertEquals(ErrorCode.ACTION_FAILED, locked.errorCode(), "diagnosed as disabled, not left to run into the timeout");
    assertTrue(locked.detail().contains("disabled"), locked.detail());
    ExecutionResult readOnly = execute(new Action.TypeRef(ref("Referral code"), "x", answer()));
    assertFalse(readOnly.performed());
    assertEquals("R-100", element("Referral code").value());

    assertPerformed(execute(new Action.ClickRef(ref("Unlock the field"), answer())));
    assertPerformed(execute(new Action.TypeRef(ref("Unlocked later"), "now", answer())));
    assertEquals("now", element("Unlocked later").value());
  }

  @Test
  void selectsNativeOptionsByLabelOrValueAndDatalistOptions() {
    open("choices.html");
    ExecutionResult byLabel = execute(new Action.SelectRef(ref("Country"), "france", answer()));
    assertPerformed(byLabel);
    assertFalse(byLabel.detail().toLowerCase().contains("france"), "details never quote the chosen value");
    assertEquals("France", element("Country").value());
    assertPerformed(execute(new Action.SelectRef(ref("Country"), "jp", answer())));
    assertEquals("Japan", element("Country").value(), "by value when no label matches");
    assertPerformed(execute(new Action.SelectRef(ref("Browser"), "Firefox", answer())));
    assertEquals("ff", element("Browser").value());
  }

  @Test
  void choosesFromCustomComboboxesListboxesAndAutocompletes() {
    open("choices.html");
    assertPerformed(execute(new Action.SelectRef(element(Role.COMBOBOX, "Office location").ref(), "san  francisco", answer())));
    assertEquals("San Francisco", element(Role.COMBOBOX, "Office location").value());
    assertPerformed(execute(new Action.SelectRef(element(Role.LISTBOX, "Team").ref(), "Payments", answer())));
    assertTrue(element(Role.LISTBOX, "Team").options().stream().anyMatch(o -> o.label().equals("Payments") && o.selected()),
        () -> element(Role.LISTBOX, "Team").options().toString());
    assertPerformed(execute(new Action.SelectRef(element(Role.COMBOBOX, "Favorite language").ref(), "Java", answer())));
    assertFalse(current().elements().stream().anyMatch(e -> e.role() == Role.OPTION && e.visible() && e.name().equals("JavaScript")),
        "the React-Select menu closed after the choice");
    assertPerformed(execute(new Action.SelectRef(element(Role.COMBOBOX, "City").ref(), "Paris", answer())));
    assertEquals("Paris, France", element(Role.COMBOBOX, "City").value(), "the suggestion was chosen, not just the typed text");
  }

  @Test
  void failsWhenNoOptionMatches() {
    open("choices.html");
    ExecutionResult nativeSelect = execute(new Action.SelectRef(ref("Country"), "Atlantis", answer()));
    assertFalse(nativeSelect.performed());
    assertEquals(ErrorCode.ACTION_FAILED, nativeSelect.errorCode());
    assertFalse(nativeSelect.detail().contains("Atlantis"), "details never quote the requested value");
    ExecutionResult custom = execute(new Action.SelectRef(element(Role.COMBOBOX, "Office location").ref(), "Atlantis", answer().withTimeoutMillis(400)));
    assertFalse(custom.performed());
    ExecutionResult text = execute(new Action.SelectRef(element(Role.COMBOBOX, "City").ref(), "Atlantis", answer().withTimeoutMillis(400)));
    assertFalse(text.performed(), "no suggestion appeared");
  }

  @Test
  void setsCheckboxesRadiosAndSwitchesNativeHiddenAndAria() {
    open("toggles.html");
    assertPerformed(execute(new Action.SetCheckbox(ref("Send me the newsletter"), true, answer())));
    assertEquals(Boolean.TRUE, element("Send me the newsletter").checked());
    assertPerformed(execute(new Action.SetCheckbox(ref("Send me the newsletter"), false, answer())));
    assertEquals(Boolean.FALSE, element("Send me the newsletter").checked());
    assertPerformed(execute(new Action.SetCheckbox(ref("I accept the terms"), true, answer())));
    assertEquals(Boolean.TRUE, element("I accept the terms").checked(), "a visually hidden checkbox, through its label");
    assertPerformed(execute(new Action.SetCheckbox(ref("Open to remote work"), true, answer())));
    assertEquals(Boolean.TRUE, element("Open to remote work").checked());
    assertPerformed(execute(new Action.SetCheckbox(ref("Email notifications"), true, answer())));
    assertEquals(Boolean.TRUE, element("Email notifications").checked(), "an ARIA switch");
    ExecutionResult again = execute(new Action.SetCheckbox(ref("Email notifications"), true, answer()));
    assertPerformed(again);
    assertEquals(Boolean.TRUE, element("Email notifications").checked(), "asking for the state it has changes nothing");

    String question = "Are you legally authorized to work in the United States?";
    assertPerformed(execute(new Action.SetRadio(answer(question, "Yes").ref(), answer())));
    assertEquals(Boolean.TRUE, answer(question, "Yes").checked());
    assertFalse(Boolean.TRUE.equals(answer("Will you now or in the future require visa sponsorship?", "Yes").checked()),
        "the other question's Yes is untouched");
    assertPerformed(execute(new Action.SetRadio(ref("Night shift"), answer())));
    assertEquals(Boolean.TRUE, element("Night shift").checked(), "a hidden radio, through its label");
    assertPerformed(execute(new Action.SetRadio(ref("Fixed term"), answer())));
    assertEquals(Boolean.TRUE, element("Fixed term").checked());
    assertEquals(Boolean.FALSE, element("Permanent").checked());
  }

  @Test
  void uploadsThroughAnInputALabelAndAFileChooser() {
    open("upload.html");
    Path cv = file("cv.pdf", "%PDF-1.4 test");
    assertPerformed(execute(new Action.UploadFile(ref("Resume"), cv, answer())));
    assertEquals("cv.pdf", element("Resume").value());
    Path letter = file("letter.txt", "Dear team");
    assertPerformed(execute(new Action.UploadFile(ref("Attach a cover letter"), letter, answer())));
    assertTrue(current().elements().stream().anyMatch(e -> "letter.txt".equals(e.value())), "the hidden input holds the file");
    Path work = file("portfolio.pdf", "%PDF-1.4 work");
    assertPerformed(execute(new Action.UploadFile(ref("Upload portfolio"), work, answer())));
    assertTrue(session().visibleText(2_000).contains("Attached: portfolio.pdf"), "the page got the file from the chooser");

    Path missing = files.resolve("missing.pdf");
    ExecutionResult none = execute(new Action.UploadFile(ref("Resume"), missing, answer()));
    assertFalse(none.performed());
    assertEquals(ErrorCode.FILE_NOT_FOUND, none.errorCode());
  }

  @Test
  void submitsByButtonInputAndEnterAndReportsTheNavigation() {
    for (String control : new String[] {"Send application", "Submit the input form", "Search jobs"}) {
      open("submit.html");
      boolean enter = control.equals("Search jobs");
      if (enter) {
        assertPerformed(execute(new Action.TypeRef(ref(control), "engineer", answer())));
      }
      ExecutionResult r = execute(new Action.Submit(ref(control), enter ? Action.SubmitMethod.ENTER : Action.SubmitMethod.CLICK, answer()));
      assertPerformed(r);
      Navigation nav = r.navigation();
      assertNotNull(nav, "a submit reports what happened to the page");
      assertEquals(page("submit.html").toString(), nav.urlBefore());
      assertTrue(nav.urlAfter().contains("widgets/thanks.html"), nav.urlAfter());
      assertEquals(Integer.valueOf(200), nav.responseStatus(), control);
      assertEquals("Thanks", session().title(), "the executor waited for the new document");
    }
  }

  @Test
  void aScriptSubmissionReportsItsResponseWithoutNavigation() {
    open("submit.html");
    ExecutionResult r = execute(new Action.Submit(ref("Send by script"), Action.SubmitMethod.CLICK, answer()));
    assertPerformed(r);
    Navigation nav = r.navigation();
    assertNotNull(nav);
    assertEquals(nav.urlBefore(), nav.urlAfter());
    assertEquals(Integer.valueOf(200), nav.responseStatus());
    assertTrue(String.valueOf(nav.responseUrl()).endsWith("widgets/api.json"), nav.responseUrl());
  }

  @Test
  void waitsForASelectorATextAUrlAndAQuietNetworkWithinTheTimeout() {
    open("dynamic.html");
    assertPerformed(execute(new Action.ClickRef(ref("Load more"), answer())));
    assertPerformed(execute(new Action.WaitFor(Action.WaitCondition.SELECTOR, "#late", answer())));
    assertPerformed(execute(new Action.WaitFor(Action.WaitCondition.TEXT, "more answers LOADED", answer())));
    assertPerformed(execute(new Action.ClickRef(ref("Go to step two"), answer())));
    assertPerformed(execute(new Action.WaitFor(Action.WaitCondition.URL, "**/dynamic.html?step=2", answer())));
    assertPerformed(execute(new Action.ClickRef(ref("Check availability"), answer())));
    assertPerformed(execute(new Action.WaitFor(Action.WaitCondition.NETWORK_IDLE, "", answer())));
    assertTrue(session().visibleText(2_000).contains("Available"));

    ExecutionResult never = execute(new Action.WaitFor(Action.WaitCondition.SELECTOR, "#never", answer().withTimeoutMillis(250)));
    assertFalse(never.performed());
    assertEquals(ErrorCode.ACTION_TIMEOUT, never.errorCode());
  }

  @Test
  void refreshSoftReloadsThePage() {
    SemanticSnapshot before = open("text.html");
    assertPerformed(execute(new Action.TypeRef(ref("Full name"), "Ada", answer())));
    ExecutionResult r = execute(new Action.RefreshSoft(answer()));
    assertPerformed(r);
    assertNotNull(r.navigation());
    assertEquals(Integer.valueOf(200), r.navigation().responseStatus());
    assertTrue(current().structureChanged(), "a reloaded document starts a new epoch");
    assertTrue(current().epoch() > before.epoch());
  }

  @Test
  void reportsAnOverlayInsteadOfClickingThroughIt() {
    open("overlay.html");
    ExecutionResult covered = execute(new Action.ClickRef(ref("Continue"), answer()));
    assertFalse(covered.performed());
    assertEquals(ErrorCode.ACTION_FAILED, covered.errorCode());
    assertTrue(covered.detail().contains("covered by") && covered.detail().contains("cookie-banner"), covered.detail());
    assertFalse(session().visibleText(2_000).contains("Continued"), "nothing was clicked through the banner");
    ExecutionResult toggle = execute(new Action.SetCheckbox(ref("Job alerts"), true, answer()));
    assertFalse(toggle.performed());
    assertTrue(toggle.detail().contains("cookie-banner"), toggle.detail());
    assertEquals(Boolean.FALSE, element("Job alerts").checked());

    assertPerformed(execute(new Action.ClickRef(ref("Accept cookies"), answer())));
    assertPerformed(execute(new Action.ClickRef(ref("Continue"), answer())));
    assertTrue(session().visibleText(2_000).contains("Continued"));
  }

  @Test
  void waitsForAPassingSpinnerToGo() {
    open("overlay.html");
    assertPerformed(execute(new Action.ClickRef(ref("Accept cookies"), answer())));
    assertPerformed(execute(new Action.ClickRef(ref("Save draft"), answer())));
    assertPerformed(execute(new Action.ClickRef(ref("Continue"), answer())));
    assertTrue(session().visibleText(2_000).contains("Continued"));
  }

  @Test
  void reResolvesAStaleRefOnceByRoleNameAndQuestion() {
    SemanticSnapshot planned = open("dynamic.html");
    String email = ref("Work email");
    assertPerformed(execute(new Action.ClickRef(ref("Refresh the form"), answer())));
    ExecutionResult r = executor().execute(pipeline(), new Action.TypeRef(email, "ada@example.com", answer()), planned);
    assertPerformed(r);
    String successor = r.action().targetRef();
    assertNotEquals(email, successor, "the result names the element actually typed into");
    snapshot();
    assertEquals("ada@example.com", element("Work email").value());
    assertEquals(successor, element("Work email").ref());
  }

  @Test
  void throwsForAStaleRefThatMatchesNoneOrManyAndForAnUnknownRef() {
    SemanticSnapshot planned = open("dynamic.html");
    String email = ref("Work email");
    assertPerformed(execute(new Action.ClickRef(ref("Duplicate the field"), answer())));
    StaleRefException ambiguous = assertThrows(StaleRefException.class,
        () -> executor().execute(pipeline(), new Action.TypeRef(email, "x", answer()), planned));
    assertEquals(email, ambiguous.ref());
    assertTrue(snapshot().elements().stream().noneMatch(e -> "x".equals(e.value())), "nothing was typed anywhere");

    assertPerformed(execute(new Action.ClickRef(ref("Remove the field"), answer())));
    StaleRefException gone = assertThrows(StaleRefException.class,
        () -> executor().execute(pipeline(), new Action.TypeRef(email, "x", answer()), planned));
    assertTrue(gone.code() == ErrorCode.STALE_REF || gone.code() == ErrorCode.UNKNOWN_REF, gone.code().name());

    StaleRefException unknown = assertThrows(StaleRefException.class,
        () -> executor().execute(pipeline(), new Action.ClickRef("e999999", answer()), current()));
    assertEquals("e999999", unknown.ref());
  }

  @Test
  void aDeadSessionIsABrowserExceptionNamingTheRefAndVerb() {
    open("overlay.html");
    String accept = ref("Accept cookies");
    SemanticSnapshot s = current();
    session().close();
    BrowserException e = assertThrows(BrowserException.class, () -> executor().execute(pipeline(), new Action.ClickRef(accept, answer()), s));
    assertEquals(ErrorCode.BROWSER_CRASHED, e.code());
    assertEquals("click_ref", e.verb());
    assertEquals(accept, e.ref());
  }
}
