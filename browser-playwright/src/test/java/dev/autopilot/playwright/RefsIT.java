package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.StaleRefException;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import java.util.List;
import org.junit.jupiter.api.Test;

class RefsIT extends BrowserTestSupport {
  /** Without re-resolution, so that these tests see the registry's own verdict on each ref. */
  private final PlaywrightActionExecutor executor = PlaywrightActionExecutor.builder().noReresolution().build();

  private static int number(String ref) {
    return Integer.parseInt(ref.substring(1));
  }

  private static int maxRef(SemanticSnapshot s) {
    return s.elements().stream().mapToInt(e -> number(e.ref())).max().orElse(0);
  }

  @Test
  void anElementKeepsItsRefAcrossSnapshots() {
    open("refs.html");
    SemanticSnapshot first = snapshot();
    SemanticSnapshot second = snapshot();
    assertEquals(first.elements().stream().map(SemanticElement::ref).toList(), second.elements().stream().map(SemanticElement::ref).toList());
    assertEquals(first.epoch(), second.epoch());
    assertFalse(second.structureChanged());
  }

  @Test
  void aNewElementGetsANewRefAndTheEpochGrows() {
    open("refs.html");
    SemanticSnapshot before = snapshot();
    page().evaluate("() => { const p = document.createElement('p'); p.innerHTML = '<label for=c>Gamma</label><input id=c>';"
        + " document.querySelector('form').prepend(p); }");
    SemanticSnapshot after = snapshot();
    SemanticElement gamma = named(after, "Gamma");
    assertTrue(number(gamma.ref()) > maxRef(before), "new refs continue above every issued one");
    assertEquals(named(before, "Alpha").ref(), named(after, "Alpha").ref(), "moving down the page keeps the ref");
    assertTrue(after.structureChanged());
    assertEquals(before.epoch() + 1, after.epoch());
  }

  @Test
  void aRemovedElementsRefIsStaleAndNeverResolvesToAnotherElement() {
    open("refs.html");
    SemanticSnapshot s = snapshot();
    String beta = named(s, "Beta").ref();
    page().evaluate("() => document.getElementById('b').remove()");
    StaleRefException e = assertThrows(StaleRefException.class,
        () -> executor.execute(pipeline, new Action.TypeRef(beta, "x", ActionMeta.of("answer", null)), s));
    assertEquals(beta, e.ref());
    assertEquals(ErrorCode.STALE_REF, e.code());
    assertEquals("", page().inputValue("#a"), "nothing was typed anywhere else");
  }

  @Test
  void aReplacedElementIsStaleAndItsSuccessorGetsANewRef() {
    open("refs.html");
    SemanticSnapshot s = snapshot();
    String beta = named(s, "Beta").ref();
    page().evaluate("() => { const row = document.getElementById('b-row'); row.outerHTML = row.outerHTML; }");
    assertThrows(StaleRefException.class, () -> executor.execute(pipeline, new Action.ClickRef(beta, ActionMeta.of("answer", null)), s));
    SemanticSnapshot after = snapshot();
    String successor = named(after, "Beta").ref();
    assertNotEquals(beta, successor);
    assertTrue(number(successor) > maxRef(s));
    assertFalse(after.structureChanged(), "same roles and names: same structure, new refs");
  }

  @Test
  void refsOfAPreviousDocumentAreStaleEvenOnTheSamePage() {
    open("refs.html");
    SemanticSnapshot old = snapshot();
    String alpha = named(old, "Alpha").ref();
    open("refs.html");
    StaleRefException before = assertThrows(StaleRefException.class,
        () -> executor.execute(pipeline, new Action.TypeRef(alpha, "x", ActionMeta.of("answer", null)), old));
    assertTrue(before.getMessage().contains("no snapshot"), before.getMessage());
    SemanticSnapshot fresh = snapshot();
    assertTrue(fresh.structureChanged(), "a new document starts a new epoch");
    assertTrue(fresh.epoch() > old.epoch());
    List<Integer> numbers = fresh.elements().stream().map(e -> number(e.ref())).toList();
    assertTrue(numbers.stream().allMatch(n -> n > maxRef(old)), "no ref number is issued twice: " + numbers);
    assertThrows(StaleRefException.class, () -> executor.execute(pipeline, new Action.TypeRef(alpha, "x", ActionMeta.of("answer", null)), fresh));
    assertEquals("", page().inputValue("#a"));
  }

  @Test
  void anUnknownRefIsStale() {
    open("refs.html");
    SemanticSnapshot s = snapshot();
    assertThrows(StaleRefException.class, () -> executor.execute(pipeline, new Action.ClickRef("e999999", ActionMeta.of("answer", null)), s));
  }
}
