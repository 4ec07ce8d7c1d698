package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.model.FieldError;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.playwright.internal.snapshot.FramePart;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The incremental path: after a change of values only, the page sends the controls that changed
 * and the result is applied to the last snapshot; anything else makes a full snapshot. Whatever
 * path was taken, the result equals a full snapshot of the same page.
 */
class SnapshotIncrementalIT extends BrowserTestSupport {
  private final PlaywrightSnapshotProvider full = PlaywrightSnapshotProvider.builder().incremental(false).build();

  /** The incremental snapshot, checked against a full one taken right after it. */
  private SemanticSnapshot incrementalEqualToFull() {
    SemanticSnapshot incremental = snapshot();
    SemanticSnapshot reference = full.snapshot(session);
    assertEquals(reference.page(), incremental.page());
    assertEquals(reference.elements(), incremental.elements());
    assertEquals(reference.groups(), incremental.groups());
    assertEquals(reference.errors(), incremental.errors());
    assertEquals(reference.requiredUnfilled(), incremental.requiredUnfilled());
    assertEquals(reference.submitCandidates(), incremental.submitCandidates());
    return incremental;
  }

  private FramePart lastPart() {
    return session.refState().frame("").last();
  }

  @org.junit.jupiter.params.ParameterizedTest
  @org.junit.jupiter.params.provider.ValueSource(booleans = {true, false})
  void theSnapshotModeFlagSwitchesDeltasOffAndOn(boolean on) {
    dev.autopilot.core.Features features = on ? dev.autopilot.core.Features.allOn()
        : dev.autopilot.core.Features.allOn().without(dev.autopilot.core.Features.Flag.SNAPSHOT_INCREMENTAL);
    PlaywrightSnapshotProvider provider = PlaywrightSnapshotProvider.create().withFeatures(features);
    assertEquals(on, provider.incremental());
    open("incremental.html");
    provider.snapshot(session);
    FramePart before = lastPart();
    page().fill("#email", "ada@example.com");
    SemanticSnapshot s = provider.snapshot(session);
    FramePart after = lastPart();
    if (on) {
      assertSame(before.groups(), after.groups(), "a delta keeps the groups");
    } else {
      assertTrue(before == null || after == null || before.groups() != after.groups(), "off, the whole page is read again");
    }
    assertEquals("ada@example.com", named(s, "Email").value());
  }

  @Test
  void aTypedValueIsSentAsADeltaAndEqualsAFullSnapshot() {
    open("incremental.html");
    snapshot();
    FramePart before = lastPart();
    page().fill("#email", "ada@example.com");
    SemanticSnapshot s = snapshot();
    FramePart after = lastPart();
    assertSame(before.groups(), after.groups(), "only the elements were sent again");
    assertNotSame(before.elements(), after.elements());
    assertEquals("ada@example.com", named(s, "Email").value());
    assertFalse(s.structureChanged());
    SemanticSnapshot unchanged = snapshot();
    assertSame(after.elements(), lastPart().elements(), "nothing changed, nothing was sent");
    assertEquals(s.elements(), unchanged.elements());
    incrementalEqualToFull();
  }

  @Test
  void anErrorShownByCssWhenAValueChangesIsSeen() {
    open("incremental.html");
    SemanticSnapshot s = snapshot();
    assertTrue(s.visibleErrors().isEmpty());
    page().fill("#email", "not an address");
    SemanticSnapshot after = incrementalEqualToFull();
    assertEquals(List.of("Enter a valid email address"), after.errorsFor(named(after, "Email")).stream().map(FieldError::text).toList());
  }

  @Test
  void aFieldRevealedByACheckboxIsSeen() {
    open("incremental.html");
    SemanticSnapshot s = snapshot();
    assertFalse(named(s, "Middle name").visible());
    page().check("#more-toggle");
    SemanticSnapshot after = incrementalEqualToFull();
    assertTrue(named(after, "Middle name").visible());
    assertTrue(after.structureChanged(), "a field appearing changes the structure");
  }

  @Test
  void valuesAScriptSetWithoutAnEventAreCaught() {
    open("incremental.html");
    snapshot();
    page().fill("#zip", "1000");
    SemanticSnapshot after = incrementalEqualToFull();
    assertEquals("Lisbon", named(after, "City").value());
    page().evaluate("() => { document.getElementById('country').value = 'pt'; }");
    assertEquals("Portugal", named(incrementalEqualToFull(), "Country").value());
    assertFalse(snapshot().requiredUnfilled().contains("country"));
  }

  @Test
  void checkingARadioUnchecksItsSiblingAndFillsTheQuestion() {
    open("incremental.html");
    snapshot();
    page().check("input[value=pro]");
    SemanticSnapshot after = incrementalEqualToFull();
    assertEquals(Boolean.TRUE, named(after, "Pro").checked());
    assertEquals(Boolean.FALSE, named(after, "Basic").checked());
  }

  @Test
  void typingIntoContenteditableIsAValueChange() {
    open("incremental.html");
    snapshot();
    FramePart before = lastPart();
    page().click("[contenteditable]");
    page().keyboard().type("Hello");
    SemanticSnapshot after = snapshot();
    assertSame(before.groups(), lastPart().groups(), "text typed into an editable element is a value, not structure");
    assertEquals("Hello", named(after, "Notes").value());
    incrementalEqualToFull();
  }

  @Test
  void aStructuralChangeMakesAFullSnapshot() {
    open("incremental.html");
    SemanticSnapshot before = snapshot();
    page().evaluate("() => document.getElementById('f').insertAdjacentHTML('afterbegin', '<p><label for=nick>Nickname</label> <input id=nick></p>')");
    SemanticSnapshot after = incrementalEqualToFull();
    assertTrue(after.structureChanged());
    assertEquals(before.epoch() + 1, after.epoch());
    assertEquals("Nickname", after.elements().get(0).name());
  }

  @Test
  void anotherIsolationSettingGetsAFullSnapshot() {
    open("incremental.html");
    snapshot();
    PlaywrightSnapshotProvider isolating = PlaywrightSnapshotProvider.builder().isolatedSelector("#f > p:first-child").build();
    SemanticSnapshot s = isolating.snapshot(session);
    assertTrue(named(s, "Email").isolated());
    assertFalse(snapshot().elements().stream().anyMatch(e -> e.isolated()), "and back");
  }

  @Test
  void anIsolatedSelectorOfQuotesBackslashesAndAnyScriptReachesThePageIntact() {
    // the first snapshot of a document sends the script with its argument beside it, the later
    // ones write the argument into the call as a JSON literal
    open("incremental.html");
    String value = "say \"hi\" \\ to \u27e8\u00fc\u27e9 \ud83d\ude00 \u2028 '";
    page().evaluate("(v) => document.querySelector('#f > p').setAttribute('data-panel', v)", value);
    String selector = "[data-panel=\"" + value.replace("\\", "\\\\").replace("\"", "\\\"") + "\"]";
    PlaywrightSnapshotProvider isolating = PlaywrightSnapshotProvider.builder().isolatedSelector(selector).build();
    for (int i = 0; i < 3; i++) {
      SemanticSnapshot s = isolating.snapshot(session);
      assertTrue(named(s, "Email").isolated(), "snapshot " + (i + 1));
      page().evaluate("(i) => document.getElementById('f').insertAdjacentHTML('beforeend', '<p><input name=extra' + i + '></p>')", i);
    }
  }

  @Test
  void anInvalidIsolatedSelectorIsAConfigurationError() {
    open("incremental.html");
    PlaywrightSnapshotProvider broken = PlaywrightSnapshotProvider.builder().isolatedSelector("[[nonsense").build();
    AutopilotException e = assertThrows(AutopilotException.class, () -> broken.snapshot(session));
    assertEquals(ErrorCode.CONFIG_INVALID, e.code());
  }

  @Test
  void theRegistryIsTheSameForEveryProviderOfAPage() {
    open("incremental.html");
    SemanticSnapshot a = snapshot();
    SemanticSnapshot b = full.snapshot(session);
    assertEquals(a.elements(), b.elements(), "refs live in the page, not in a provider");
  }
}
