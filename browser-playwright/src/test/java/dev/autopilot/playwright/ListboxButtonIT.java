package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ActionProof;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A button that opens a listbox ({@code aria-haspopup="listbox"}) is a select a person opens to
 * choose: the WAI-ARIA Authoring Practices' collapsible dropdown listbox (a hidden listbox beside the
 * button, labelled by the same heading, no {@code aria-controls}) and the shape Headless UI's Listbox
 * renders (options that exist only while it is open). The snapshot gives each as a combobox named by
 * its label, not by the text it shows; the options it can read are its options; choosing clicks the
 * button and the option, proven by what the button shows.
 */
class ListboxButtonIT extends BrowserTestSupport {
  final PlaywrightActionExecutor executor = PlaywrightActionExecutor.create();
  final PlaywrightVerifier verifier = PlaywrightVerifier.create();
  SemanticSnapshot s;

  @BeforeEach
  void openPage() {
    open("widgets/listbox-button.html");
    s = snapshot();
  }

  ActionProof choose(String name, String option) {
    ActionProof proof = ActionProof.prove(pipeline, executor, verifier,
        new Action.SelectRef(named(s, name).ref(), option, ActionMeta.of("answer", name)), s);
    s = proof.after();
    return proof;
  }

  @Test
  void theCollapsibleListboxIsAComboboxWithTheOptionsBesideIt() {
    SemanticElement freq = named(s, "How often?");
    assertEquals(Role.COMBOBOX, freq.role());
    assertEquals(java.util.List.of("Every 4 weeks", "Every 8 weeks", "Every 12 weeks"), freq.options().stream().map(SelectOption::label).toList());
    assertTrue(freq.value() == null || freq.value().isEmpty(), "the button's prompt is no value: " + freq.value());

    ActionProof p = choose("How often?", "Every 8 weeks");
    assertTrue(p.verified(), why(p));
    assertEquals("8-weekly", page().inputValue("#frequency"));
    assertEquals("Every 8 weeks", named(s, "How often?").value());
  }

  @Test
  void aListboxWhoseOptionsShowOnlyWhenOpenIsChosenByOpeningIt() {
    SemanticElement size = named(s, "T-shirt size");
    assertEquals(Role.COMBOBOX, size.role());

    ActionProof p = choose("T-shirt size", "Large");
    assertTrue(p.verified(), why(p));
    assertEquals("Large", page().inputValue("#size"));
    assertEquals("Large", named(s, "T-shirt size").value());
  }
}
