package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ActionProof;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Date pickers (jQuery UI, flatpickr with an alternative input), masked inputs (Inputmask: phone,
 * date, card), sliders (a range input, a jQuery UI slider) and switches, on the real libraries
 * from WebJars: each perceived as one control with its question, kind and value, typed key by
 * key, the picker's popup closed after, and each proven by its value.
 */
class DatesMasksSlidersIT extends BrowserTestSupport {
  final PlaywrightActionExecutor executor = PlaywrightActionExecutor.create();
  final PlaywrightVerifier verifier = PlaywrightVerifier.create();
  SemanticSnapshot s;

  @BeforeEach
  void openPage() {
    open("widgets/dates-masks-sliders.html");
    s = snapshot();
  }

  ActionProof prove(Action action) {
    ActionProof proof = ActionProof.prove(pipeline, executor, verifier, action, s);
    s = proof.after();
    return proof;
  }

  ActionProof type(String name, String text) {
    return prove(new Action.TypeRef(named(s, name).ref(), text, ActionMeta.of("answer", name)));
  }

  static final String PICKER_SHOWN = "() => [...document.querySelectorAll('#ui-datepicker-div,.flatpickr-calendar')]"
      + ".some((p) => p.getBoundingClientRect().height > 0 && p.checkVisibility({ opacityProperty: true, visibilityProperty: true }))";

  boolean pickerShown() {
    return Boolean.TRUE.equals(page().evaluate(PICKER_SHOWN));
  }

  /** Whether a picker shows within a few seconds (it may fade in from opacity 0). */
  boolean pickerShows() {
    try {
      page().waitForFunction(PICKER_SHOWN, null, new com.microsoft.playwright.Page.WaitForFunctionOptions().setTimeout(5_000));
      return true;
    } catch (com.microsoft.playwright.TimeoutError e) {
      return false;
    }
  }

  @Test
  void eachWidgetIsOneControlWithItsQuestionKindAndValue() {
    SemanticElement start = named(s, "Start date");
    assertEquals(Role.TEXTBOX, start.role());
    assertEquals("dd/MM/yyyy", start.attribute("format"), "jQuery UI's dd/mm/yy");
    SemanticElement arrival = named(s, "Arrival");
    assertEquals("MMMM d, yyyy", arrival.attribute("format"), "flatpickr's alternative input, F j, Y");
    assertEquals(1, s.elements().stream().filter(e -> e.name().equals("Arrival")).count(), "the hidden original input is not offered");
    assertEquals("(___) ___-____", named(s, "Phone").attribute("mask"));
    assertEquals("__/__/____", named(s, "Birth date").attribute("mask"));
    assertEquals("dd/MM/yyyy", named(s, "Birth date").attribute("format"));
    assertEquals("____ ____ ____ ____", named(s, "Card number").attribute("mask"));

    SemanticElement years = named(s, "Years of experience");
    assertEquals(Role.SLIDER, years.role());
    assertEquals("2", years.value());
    assertEquals("0", years.attribute("min"));
    assertEquals("10", years.attribute("max"));
    SemanticElement travel = named(s, "Willingness to travel (%)");
    assertEquals(Role.SLIDER, travel.role());
    assertEquals("20", travel.value());
    assertEquals("100", travel.attribute("max"));

    SemanticElement updates = named(s, "Email updates");
    assertEquals(Role.SWITCH, updates.role());
    assertEquals(Boolean.FALSE, updates.checked());
    SemanticElement remote = named(s, "Remote work");
    assertEquals(Role.SWITCH, remote.role());
    assertEquals(Boolean.FALSE, remote.checked());
  }

  @Test
  void anOpenCalendarOffersNoControlsOfItsOwn() {
    int before = s.elements().size();
    page().focus("#start");
    assertTrue(pickerShows(), "jQuery UI opens its calendar on focus");
    SemanticSnapshot open = snapshot();
    assertEquals(before, open.elements().size(), "the calendar's day links and buttons are not controls: " + names(open));
    page().keyboard().press("Escape");
    page().click("#arrival + input");
    assertTrue(pickerShows(), "flatpickr opens its calendar on a click");
    SemanticSnapshot flat = snapshot();
    assertEquals(before, flat.elements().size(), "flatpickr's month select and year input are not controls: " + names(flat));
  }

  @Test
  void aDateIsTypedKeyByKeyInThePickersFormatAndThePickerIsClosedAfter() {
    ActionProof start = type("Start date", "01/12/2026");
    assertTrue(start.verified(), why(start));
    assertTrue(start.verification().evidence().stream().anyMatch(e -> e.criterion().equals("popups closed") && e.held()), why(start));
    assertFalse(pickerShown());
    assertEquals("01/12/2026", page().inputValue("#start"));
    assertEquals("2026-12-01", page().evaluate("() => $.datepicker.formatDate('yy-mm-dd', $('#start').datepicker('getDate'))"),
        "the picker took the date, not only the text");

    ActionProof arrival = type("Arrival", "December 1, 2026");
    assertTrue(arrival.verified(), why(arrival));
    assertFalse(pickerShown());
    assertEquals("2026-12-01", page().inputValue("#arrival"), "flatpickr parsed the typed date into its own input");
  }

  @Test
  void aPickerThatTakesNoTypingIsAnsweredInItsCalendar() {
    assertEquals("dd/MM/yyyy", named(s, "Departure").attribute("format"), "flatpickr's d/m/Y, its input read-only");
    ActionProof departure = type("Departure", "03/02/2028");
    assertTrue(departure.verified(), why(departure));
    assertTrue(departure.execution().detail().contains("chose the day"), departure.execution().detail());
    assertEquals("03/02/2028", page().inputValue("#departure"), "February 3, read in the picker's day-first format");
    assertFalse(pickerShown());

    ActionProof back = type("Return date", "2025-07-20");
    assertTrue(back.verified(), why(back));
    assertEquals("2025-07-20", page().inputValue("#return"));
    assertFalse(pickerShown());
  }

  @Test
  void aPickerLeftOpenIsNotVerified() {
    ActionProof start = type("Start date", "01/12/2026");
    assertTrue(start.verified(), why(start));
    page().evaluate("() => $('#start').datepicker('show')");
    assertTrue(pickerShows());
    SemanticSnapshot open = snapshot();
    // a gesture that opens the picker and leaves it open (a focus), judged by the verifier alone
    SemanticElement field = named(open, "Start date");
    dev.autopilot.core.model.ExecutionResult focusOnly = dev.autopilot.core.model.ExecutionResult.performed(
        new Action.TypeRef(field.ref(), "01/12/2026", ActionMeta.of("answer", "Start date")), "focused", null, 1);
    var v = verifier.verify(pipeline, focusOnly, s, open);
    assertFalse(v.verified(), v.evidence().toString());
    Evidence closed = v.evidence().stream().filter(e -> e.criterion().equals("popups closed")).findFirst().orElseThrow();
    assertFalse(closed.held());
    assertTrue(closed.after().contains("ui-datepicker-div"), closed.toString());
  }

  @Test
  void masksAreTypedWithTheirSlotCharactersAndReadBackByTheSharedRules() {
    ActionProof phone = type("Phone", "+1 415 555 0134");
    assertTrue(phone.verified(), why(phone));
    assertEquals("(415) 555-0134", page().inputValue("#phone"));
    ActionProof birth = type("Birth date", "24/03/1990");
    assertTrue(birth.verified(), why(birth));
    assertEquals("24/03/1990", page().inputValue("#birth"));
    ActionProof card = type("Card number", "4111111111111111");
    assertTrue(card.verified(), why(card));
    assertEquals("4111 1111 1111 1111", page().inputValue("#card"));
    assertTrue(phone.execution().detail().contains("key by key"), phone.execution().detail());
    assertFalse(phone.execution().detail().contains("415"), "the detail never holds the typed text");
  }

  @Test
  void aWrongMaskedValueIsNotVerified() {
    ActionProof card = type("Card number", "4111 1111 1111 1111 2222");
    assertFalse(card.verified(), "twenty digits do not fit sixteen slots: " + why(card));
  }

  @Test
  void slidersAreSetByTheirValueOrByKeysAndProvenByTheirValue() {
    ActionProof years = type("Years of experience", "7");
    assertTrue(years.verified(), why(years));
    assertEquals("7", page().inputValue("#years"));

    ActionProof travel = type("Willingness to travel (%)", "35");
    assertTrue(travel.verified(), why(travel));
    assertTrue(travel.execution().detail().contains("ArrowRight"), travel.execution().detail());
    assertEquals("35", page().inputValue("#travelValue"), "the page's own slide handler saw the keys");
    ActionProof end = type("Willingness to travel (%)", "100");
    assertTrue(end.verified(), why(end));
    assertTrue(end.execution().detail().contains("End"), end.execution().detail());
    ActionProof down = type("Willingness to travel (%)", "15");
    assertTrue(down.verified(), why(down));
    assertEquals("15", page().getAttribute(".ui-slider-handle", "aria-valuenow"));

    ActionProof outside = type("Willingness to travel (%)", "120");
    assertFalse(outside.execution().performed());
    assertTrue(outside.execution().detail().contains("outside the range"), outside.execution().detail());
  }

  @Test
  void switchesAreToggledAndProvenByTheirCheckedState() {
    ActionProof updates = prove(new Action.SetCheckbox(named(s, "Email updates").ref(), true, ActionMeta.of("answer", "Email updates")));
    assertTrue(updates.verified(), why(updates));
    assertEquals("true", page().getAttribute("#updates", "aria-checked"));
    ActionProof remote = prove(new Action.SetCheckbox(named(s, "Remote work").ref(), true, ActionMeta.of("answer", "Remote work")));
    assertTrue(remote.verified(), why(remote));
    assertEquals(Boolean.TRUE, page().evaluate("() => document.getElementById('remote').checked"));
    ActionProof off = prove(new Action.SetCheckbox(named(s, "Email updates").ref(), false, ActionMeta.of("answer", "Email updates")));
    assertTrue(off.verified(), why(off));
    assertEquals(Boolean.FALSE, named(s, "Email updates").checked());
  }
}
