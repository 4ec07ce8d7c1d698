package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.BrowserException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Verification;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExecutorVerifierIT extends BrowserTestSupport {
  private final PlaywrightActionExecutor executor = PlaywrightActionExecutor.create();
  private final PlaywrightVerifier verifier = PlaywrightVerifier.create();
  private SemanticSnapshot s;

  @TempDir
  Path tmp;

  record Outcome(ExecutionResult result, Verification verification, SemanticSnapshot after) {}

  @BeforeEach
  void openControls() {
    open("controls.html");
    s = snapshot();
  }

  Outcome run(Action action) {
    ExecutionResult result = executor.execute(pipeline, action, s);
    SemanticSnapshot after = snapshot();
    Verification v = verifier.verify(pipeline, result, s, after);
    s = after;
    return new Outcome(result, v, after);
  }

  static ActionMeta meta() {
    return ActionMeta.of("answer", null);
  }

  String ref(String name) {
    return named(s, name).ref();
  }

  static void assertVerified(Outcome o) {
    assertTrue(o.result().performed(), o.result().detail());
    assertTrue(o.verification().verified(), o.verification().reason() + " " + o.verification().evidence());
  }

  static Evidence evidence(Verification v, String criterion) {
    return v.evidence().stream().filter(e -> e.criterion().equals(criterion)).findFirst()
        .orElseThrow(() -> new AssertionError("no evidence '" + criterion + "' in " + v.evidence()));
  }

  @Test
  void typeIntoInputTextareaAndContenteditable() {
    Outcome name = run(new Action.TypeRef(ref("Full name"), "Ada  Lovelace ", meta()));
    assertVerified(name);
    assertEquals("typed 14 chars into input[type=text]", name.result().detail(), "the detail names no value");
    assertEquals("Ada  Lovelace ", name.after().element(ref("Full name")).orElseThrow().value());
    assertEquals("Ada  Lovelace ", evidence(name.verification(), "value matches").after());

    assertVerified(run(new Action.TypeRef(ref("Cover letter"), "Dear team,\nhello.", meta())));
    Outcome bio = run(new Action.TypeRef(ref("Bio"), "Engineer", meta()));
    assertVerified(bio);
    assertEquals("Engineer", s.element(ref("Bio")).orElseThrow().value());
    assertVerified(run(new Action.TypeRef(ref("Bio"), "Mathematician", meta())));
    assertEquals("Mathematician", s.element(ref("Bio")).orElseThrow().value(), "select-all replaces the old text");
  }

  @Test
  void emailIgnoresCaseAndPhoneComparesDigits() {
    page().evaluate("() => { const e = document.getElementById('email'); e.addEventListener('change', () => e.value = e.value.toLowerCase()); }");
    page().evaluate("() => { const p = document.getElementById('phone'); p.addEventListener('change', () => p.value = p.value.replace(/\\D/g, '')); }");
    assertVerified(run(new Action.TypeRef(ref("Email"), "Ada@Example.COM", meta())));
    assertVerified(run(new Action.TypeRef(ref("Phone"), "+1 (555) 010-2000", meta())));
    assertEquals("15550102000", s.element(ref("Phone")).orElseThrow().value());
  }

  @Test
  void aValueRevertedOnBlurIsNotVerified() {
    Outcome o = run(new Action.TypeRef(ref("Nickname"), "Ada", meta()));
    assertTrue(o.result().performed());
    assertFalse(o.verification().verified());
    assertTrue(o.verification().reason().contains("value matches"), o.verification().reason());
    assertEquals("", evidence(o.verification(), "value matches").after());

    Outcome zip = run(new Action.TypeRef(ref("Zip"), "1234567", meta()));
    assertFalse(zip.verification().verified(), "maxlength cut the value");
  }

  @Test
  void selectNativeDatalistComboboxAndListbox() {
    Outcome country = run(new Action.SelectRef(ref("Country"), "france", meta()));
    assertVerified(country);
    assertEquals("selected option 3 of 3", country.result().detail());
    assertEquals("France", s.element(ref("Country")).orElseThrow().value());
    assertVerified(run(new Action.SelectRef(ref("Country"), "de", meta())));
    assertEquals("Germany", s.element(ref("Country")).orElseThrow().value(), "by value when no label matches");

    Outcome city = run(new Action.SelectRef(ref("City"), "Paris", meta()));
    assertVerified(city);
    assertEquals("PAR", s.element(ref("City")).orElseThrow().value());

    Outcome loc = run(new Action.SelectRef(ref("Location"), "san  francisco", meta()));
    assertVerified(loc);
    assertEquals("San Francisco", s.element(ref("Location")).orElseThrow().value());

    Outcome team = run(new Action.SelectRef(ref("Team"), "Payments", meta()));
    assertVerified(team);
    assertTrue(s.element(ref("Team")).orElseThrow().options().stream().anyMatch(o -> o.label().equals("Payments") && o.selected()));
  }

  @Test
  void selectOnAPlainTextFieldFailsAtOnce() {
    Outcome o = run(new Action.SelectRef(ref("Full name"), "Ada", meta()));
    assertFalse(o.result().performed());
    assertTrue(o.result().detail().contains("not a select"), o.result().detail());
    assertTrue(o.result().elapsedMillis() < 1_000);
  }

  @Test
  void selectWithoutAMatchingOptionFails() {
    Outcome o = run(new Action.SelectRef(ref("Country"), "Atlantis", meta()));
    assertFalse(o.result().performed());
    assertEquals(ErrorCode.ACTION_FAILED, o.result().errorCode());
    assertFalse(o.result().detail().contains("Atlantis"), "no value in the detail");
    assertFalse(o.verification().verified());
    assertEquals("performed", o.verification().evidence().get(0).criterion());
  }

  @Test
  void checkboxesNativeHiddenAndAria() {
    assertVerified(run(new Action.SetCheckbox(ref("Subscribe"), true, meta())));
    assertEquals(Boolean.TRUE, s.element(ref("Subscribe")).orElseThrow().checked());
    assertVerified(run(new Action.SetCheckbox(ref("Subscribe"), false, meta())));
    assertEquals(Boolean.FALSE, s.element(ref("Subscribe")).orElseThrow().checked());

    Outcome agree = run(new Action.SetCheckbox(ref("I agree to the policy"), true, meta()));
    assertVerified(agree);

    Outcome terms = run(new Action.SetCheckbox(ref("Accept terms"), true, meta()));
    assertVerified(terms);
    assertTrue(terms.result().detail().contains("label"), terms.result().detail());

    assertVerified(run(new Action.SetCheckbox(ref("Remote OK"), true, meta())));
    assertVerified(run(new Action.SetCheckbox(ref("Notifications"), true, meta())));
    Outcome again = run(new Action.SetCheckbox(ref("Notifications"), true, meta()));
    assertVerified(again);
    assertTrue(again.result().detail().contains("already checked"), again.result().detail());
  }

  @Test
  void aCheckboxWhoseClickIsPreventedIsNotVerified() {
    Outcome o = run(new Action.SetCheckbox(ref("Sticky"), true, meta()));
    assertTrue(o.result().performed());
    assertFalse(o.verification().verified());
    assertFalse(evidence(o.verification(), "target checked").held());
  }

  @Test
  void radiosNativeAndAria() {
    Outcome small = run(new Action.SetRadio(ref("Small"), meta()));
    assertVerified(small);
    Outcome large = run(new Action.SetRadio(ref("Large"), meta()));
    assertVerified(large);
    assertTrue(evidence(large.verification(), "other radios of the group unchecked").held());
    assertEquals(Boolean.FALSE, s.element(ref("Small")).orElseThrow().checked());

    assertVerified(run(new Action.SetRadio(ref("Day"), meta())));
    Outcome night = run(new Action.SetRadio(ref("Night"), meta()));
    assertVerified(night);
    assertEquals(Boolean.FALSE, s.element(ref("Day")).orElseThrow().checked());
  }

  @Test
  void aRadioWhoseClickHandlerCancelsTheCheckIsNotVerified() {
    Outcome o = run(new Action.SetRadio(ref("Pro"), meta()));
    assertTrue(o.result().performed(), "the click itself was carried out");
    assertFalse(o.verification().verified());
    assertTrue(o.verification().reason().contains("target checked"), o.verification().reason());
    assertEquals("false", evidence(o.verification(), "target checked").after());
    assertFalse(evidence(o.verification(), "other radios of the group unchecked").held(), "Basic stays checked");
  }

  @Test
  void checkingARadioClearsItsGroupErrorAndRecordsIt() {
    page().evaluate("() => { const fs = document.querySelectorAll('fieldset')[0]; const e = document.createElement('span');"
        + " e.className = 'error'; e.textContent = 'Pick a size'; fs.appendChild(e);"
        + " fs.addEventListener('change', () => e.remove()); }");
    s = snapshot();
    assertEquals(1, s.errorsFor(named(s, "Small")).size());
    Outcome o = run(new Action.SetRadio(ref("Small"), meta()));
    assertVerified(o);
    assertTrue(evidence(o.verification(), "question errors decreased").held());
    assertTrue(evidence(o.verification(), "question errors decreased").deciding(), "an answered question's error must go");
    assertEquals("0", evidence(o.verification(), "question errors did not grow").after());
  }

  @Test
  void uploadToAFileInputAndThroughAFileChooser() throws IOException {
    Path cv = Files.writeString(tmp.resolve("cv.pdf"), "%PDF-1.4 test");
    Outcome resume = run(new Action.UploadFile(ref("Resume"), cv, meta()));
    assertVerified(resume);
    assertEquals("cv.pdf", s.element(ref("Resume")).orElseThrow().value());

    // a button beside a hidden file input: one control, the input, named by the button
    Path letter = Files.writeString(tmp.resolve("letter.txt"), "hello");
    assertEquals(Role.FILE, named(s, "Upload cover letter").role());
    Outcome cover = run(new Action.UploadFile(ref("Upload cover letter"), letter, meta()));
    assertVerified(cover);
    assertEquals("letter.txt", s.element(ref("Upload cover letter")).orElseThrow().value());

    // a button whose file input exists only once it is clicked: through the file chooser it opens
    page().evaluate("() => { const b = document.createElement('button'); b.type = 'button'; b.textContent = 'Add a photo';"
        + " b.onclick = () => { const i = document.createElement('input'); i.type = 'file';"
        + " i.onchange = () => { b.textContent = 'Photo: ' + i.files[0].name; }; i.click(); };"
        + " document.getElementById('inert').after(b); }");
    s = snapshot();
    Path photo = Files.writeString(tmp.resolve("photo.png"), "png");
    ExecutionResult chosen = executor.execute(pipeline, new Action.UploadFile(ref("Add a photo"), photo, meta()), s);
    assertTrue(chosen.performed() && chosen.detail().contains("file chooser"), chosen.detail());
    page().waitForSelector("text=Photo: photo.png");

    Path missing = tmp.resolve("missing.pdf");
    Outcome none = run(new Action.UploadFile(ref("Resume"), missing, meta()));
    assertFalse(none.result().performed());
    assertEquals(ErrorCode.FILE_NOT_FOUND, none.result().errorCode());
    assertTrue(none.result().detail().contains("missing.pdf") && !none.result().detail().contains(tmp.toString()), none.result().detail());
    assertFalse(none.verification().verified());
  }

  @Test
  void clickIsVerifiedOnlyWhenSomethingChanged() {
    Outcome more = run(new Action.ClickRef(ref("Show more"), meta()));
    assertVerified(more);
    assertTrue(named(more.after(), "Extra question").visible());
    assertTrue(evidence(more.verification(), "page structure changed").held());

    Outcome open = run(new Action.ClickRef(ref("Location"), meta()));
    assertVerified(open);
    assertTrue(evidence(open.verification(), "target state changed").after().contains("expanded=true"));
    assertTrue(named(open.after(), "San Francisco").visible(), "the ARIA combobox opened its listbox");

    Outcome inert = run(new Action.ClickRef(ref("Does nothing"), meta()));
    assertTrue(inert.result().performed());
    assertFalse(inert.verification().verified());
    assertEquals("something observable changed", inert.verification().evidence().get(0).criterion());
  }

  @Test
  void disabledAndCoveredControlsFail() {
    Outcome locked = run(new Action.ClickRef(ref("Locked"), meta()));
    assertFalse(locked.result().performed());
    assertEquals(ErrorCode.ACTION_FAILED, locked.result().errorCode());
    assertTrue(locked.result().detail().contains("disabled"), locked.result().detail());

    page().evaluate("() => cover()");
    Outcome covered = run(new Action.ClickRef(ref("Under the overlay"), meta()));
    assertFalse(covered.result().performed());
    assertEquals(ErrorCode.ACTION_FAILED, covered.result().errorCode());
    assertEquals("click_ref: button is covered by <div#overlay>", covered.result().detail());
    assertTrue(covered.result().elapsedMillis() < 2_000, "fails after a short grace, not the whole 6 s timeout");
  }

  @Test
  void waitForConditionsAndRefresh() {
    page().evaluate("() => setTimeout(() => { const d = document.createElement('div'); d.id = 'late'; d.textContent = 'Arrived late'; document.body.appendChild(d); }, 150)");
    assertVerified(run(new Action.WaitFor(Action.WaitCondition.SELECTOR, "#late", meta())));
    assertVerified(run(new Action.WaitFor(Action.WaitCondition.TEXT, "arrived LATE", meta())));
    assertVerified(run(new Action.WaitFor(Action.WaitCondition.URL, "**/pages/controls.html", meta())));
    assertVerified(run(new Action.WaitFor(Action.WaitCondition.URL, "controls", meta())));
    assertVerified(run(new Action.WaitFor(Action.WaitCondition.NETWORK_IDLE, "", meta())));

    Outcome never = run(new Action.WaitFor(Action.WaitCondition.SELECTOR, "#never", meta().withTimeoutMillis(200)));
    assertFalse(never.result().performed());
    assertEquals(ErrorCode.ACTION_TIMEOUT, never.result().errorCode());
    assertFalse(never.verification().verified());

    String before = ref("Full name");
    Outcome refresh = run(new Action.RefreshSoft(meta()));
    assertVerified(refresh);
    assertEquals(Integer.valueOf(200), refresh.result().navigation().responseStatus());
    assertTrue(refresh.after().structureChanged(), "a reloaded document is a new structure epoch");
    assertTrue(refresh.after().element(before).isEmpty(), "refs of the old document are not reissued");
    assertNull(refresh.after().element(before).map(e -> e.name()).orElse(null));
  }

  @Test
  void aStaticQuestionErrorDecidesByDefaultAndInformsWhenConfigured() {
    page().evaluate("() => { const fs = document.querySelectorAll('fieldset')[0]; const e = document.createElement('span');"
        + " e.className = 'error'; e.textContent = 'Pick a size'; fs.appendChild(e); }");
    s = snapshot();
    SemanticSnapshot before = s;
    ExecutionResult small = executor.execute(pipeline, new Action.SetRadio(ref("Small"), meta()), before);
    SemanticSnapshot after = snapshot();
    Verification strict = verifier.verify(pipeline, small, before, after);
    assertFalse(strict.verified(), "the radio is checked but the page still says the question is unanswered");
    assertEquals("true", evidence(strict, "target checked").after());
    Evidence decreased = evidence(strict, "question errors decreased");
    assertTrue(decreased.deciding());
    assertEquals("1 (read again)", decreased.after(), "read once more from a fresh snapshot before deciding");

    Verification lenient = PlaywrightVerifier.builder().errorsMustClear(false).build().verify(pipeline, small, before, after);
    assertTrue(lenient.verified(), lenient.reason());
    assertFalse(evidence(lenient, "question errors decreased").deciding());
    assertTrue(lenient.reason().contains("question errors decreased did not hold (informative)"), lenient.reason());
  }

  @Test
  void aReResolvedTargetIsVerifiedAgainstItsStateBefore() {
    page().evaluate("() => { const n = document.getElementById('name'); n.setAttribute('value', 'Old'); n.value = 'Old'; }");
    s = snapshot();
    String planned = ref("Full name");
    page().evaluate("() => { const p = document.getElementById('name').parentElement; p.outerHTML = p.outerHTML; }");
    Outcome o = run(new Action.TypeRef(planned, "New", meta()));
    assertVerified(o);
    assertTrue(o.result().detail().contains("re-resolved"), o.result().detail());
    assertEquals("Old", evidence(o.verification(), "value matches").before(), "the state before comes from the same question's element");
    assertEquals("New", o.after().element(o.result().action().targetRef()).orElseThrow().value());
  }

  @Test
  void aClosedPageIsACrashNamingRefVerbAndUrl() {
    String url = page().url();
    String name = ref("Full name");
    page().close();
    BrowserException e = assertThrows(BrowserException.class,
        () -> executor.execute(pipeline, new Action.TypeRef(name, "Ada", meta()), s));
    assertEquals(ErrorCode.BROWSER_CRASHED, e.code());
    assertEquals(name, e.ref());
    assertEquals("type_ref", e.verb());
    assertEquals(url, e.url());
    session.close();
  }
}
