package dev.autopilot.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Date widget formats, masks and sliders: what is written into them and when they hold an answer. */
class WidgetValuesTest {

  private static SemanticElement field(Role role, String type, Map<String, String> attributes, String value) {
    return new SemanticElement("e1", role, "Field", null, value, true, false, null, true, null, List.of(), type, attributes, false);
  }

  @Test
  void aDateIsWrittenInTheWidgetsOwnFormat() {
    assertEquals("01/12/2026", Values.inDateFormat("dd/MM/yyyy", "2026-12-01"));
    assertEquals("12/1/26", Values.inDateFormat("M/d/yy", "December 1, 2026"));
    assertEquals("December 1, 2026", Values.inDateFormat("MMMM d, yyyy", "01.12.2026"));
    assertEquals("Tue, 1 Dec 2026", Values.inDateFormat("EEE, d MMM yyyy", "2026-12-01"));
    assertNull(Values.inDateFormat("dd/MM/yyyy", "soon"));
    assertNull(Values.inDateFormat("HH:mm", "2026-12-01"), "a time cannot be filled from a date");
    assertNull(Values.inDateFormat("dd/MM/yyyy bb", "2026-12-01"), "no pattern");
  }

  @Test
  void aDateInTheWidgetsFormatIsReadByThatFormat() {
    assertEquals(java.time.LocalDate.of(2026, 1, 5), Values.dateInFormat("dd/MM/yyyy", "05/01/2026"), "day first, as the widget writes it");
    assertEquals(java.time.LocalDate.of(2026, 5, 1), Values.dateInFormat(null, "05/01/2026"), "without a format: the shared rule");
    assertEquals(java.time.LocalDate.of(2026, 12, 15), Values.dateInFormat("MMMM d, yyyy", "december 15, 2026"));
    assertEquals(java.time.LocalDate.of(2026, 12, 15), Values.dateInFormat("dd/MM/yyyy", "2026-12-15"), "another form: read as any date");
    assertNull(Values.dateInFormat("dd/MM/yyyy", "soon"));
  }

  @Test
  void aMaskIsTypedWithItsSlotCharactersOnly() {
    assertEquals("4155550134", Values.forMask("(___) ___-____", "+1 415 555 0134"), "the country code has no room");
    assertEquals("4155550134", Values.forMask("(___) ___-____", "(415) 555-0134"));
    assertEquals("14155550134", Values.forMask("+_ ___ ___ ____", "+1 415 555 0134"), "room for it: kept");
    assertEquals("01122026", Values.forMask("__/__/____", "01/12/2026"));
    assertEquals("AB12CD", Values.forMask("__-__-__", "ab-12-cd".toUpperCase()));
    assertEquals("4111111111111111", Values.forMask("____ ____ ____ ____", "4111 1111 1111 1111"));
  }

  @Test
  void aMaskedFieldHoldsTheSameCharactersWhateverItsSeparators() {
    Map<String, String> masked = Map.of("mask", "____ ____ ____ ____");
    SemanticElement card = field(Role.TEXTBOX, "text", masked, "4111 1111 1111 1111");
    assertTrue(Match.holds(card, "4111111111111111", card.value()));
    assertTrue(Fields.holds(card, new Action.TypeRef("e1", "4111-1111-1111-1111", ActionMeta.of("answer", "Card"))));
    assertFalse(Match.holds(card, "4111111111111112", card.value()));
    SemanticElement plain = field(Role.TEXTBOX, "text", Map.of(), "4111 1111 1111 1111");
    assertFalse(Match.holds(plain, "4111111111111111", plain.value()), "without a mask the spaces are the text's own");
    SemanticElement phone = field(Role.TEXTBOX, "text", Map.of("mask", "(___) ___-____"), "(415) 555-0134");
    assertTrue(Match.holds(phone, "+1 415 555 0134", phone.value()), "a country code the mask has no room for");
    assertFalse(Match.holds(phone, "+1 415 555 0135", phone.value()));
    assertFalse(Match.sameMasked("(___) ___-____", "(___) ___-____"), "an empty mask holds nothing");
  }

  @Test
  void aSliderHoldsANumber() {
    SemanticElement slider = field(Role.SLIDER, null, Map.of("min", "0", "max", "10"), "7");
    assertEquals(ValueKind.NUMBER, ValueKind.of(slider));
    assertTrue(Match.holds(slider, "7.0", slider.value()));
    assertFalse(Match.holds(slider, "8", slider.value()));
  }
}
