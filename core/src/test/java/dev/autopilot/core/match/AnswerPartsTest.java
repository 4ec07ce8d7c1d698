package dev.autopilot.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.match.AnswerParts.Part;
import dev.autopilot.core.match.AnswerParts.Shape;
import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.GroupKind;
import dev.autopilot.core.model.PageInfo;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AnswerPartsTest {
  private static SemanticElement input(String ref, String name, String group, String maxlength) {
    return new SemanticElement(ref, Role.TEXTBOX, name, null, null, true, false, null, true, group, List.of(), "text",
        maxlength == null ? Map.of() : Map.of("maxlength", maxlength), false);
  }

  @Test
  void aPartHoldsByNumberNotByText() {
    assertTrue(AnswerParts.holds(Part.DAY, "01", "1"));
    assertTrue(AnswerParts.holds(Part.MONTH, "12", "December"));
    assertTrue(AnswerParts.holds(Part.MONTH, "Dec", "12"));
    assertTrue(AnswerParts.holds(Part.YEAR, "26", "2026"));
    assertTrue(AnswerParts.holds(Part.LINE, "0134", "134"));
    assertTrue(AnswerParts.holds(Part.MERIDIEM, "PM", "p.m."));
    assertFalse(AnswerParts.holds(Part.DAY, "01", "10"));
    assertFalse(AnswerParts.holds(Part.YEAR, "2026", "2025"));
    assertFalse(AnswerParts.holds(Part.MERIDIEM, "PM", "AM"));
    assertFalse(AnswerParts.holds(Part.DAY, "01", ""));
  }

  @Test
  void aGroupOfPartsIsOneQuestionAndEachControlGetsItsOwnFormat() {
    ElementGroup g = new ElementGroup("g1", GroupKind.FIELDSET, "Start date", true, List.of("e1", "e2", "e3"));
    SemanticElement month = input("e1", "MM", "g1", "2");
    SemanticElement day = input("e2", "DD", "g1", "2");
    SemanticElement year = input("e3", "YYYY", "g1", "4");
    SemanticSnapshot s = new SemanticSnapshot(new PageInfo("http://127.0.0.1/a", "A", "127.0.0.1", "/a", "h"), List.of(month, day, year), List.of(g),
        List.of(), List.of(), List.of(), 1, false);
    Map<SemanticElement, Part> parts = AnswerParts.partsOf(AnswerParts.members(s, g));
    assertEquals(List.of(Part.MONTH, Part.DAY, Part.YEAR), List.copyOf(parts.values()));
    assertEquals(Shape.DATE, AnswerParts.shapeOf(parts.values()));
    assertEquals(Part.DAY, AnswerParts.partOf(s, day).orElseThrow(), "the verifier sees the same part");
    Map<Part, Integer> values = AnswerParts.split("2026-12-01", Shape.DATE);
    assertEquals("12", AnswerParts.textFor(month, Part.MONTH, values, false));
    assertEquals("01", AnswerParts.textFor(day, Part.DAY, values, false));
    assertEquals("2026", AnswerParts.textFor(year, Part.YEAR, values, false));
  }

  @Test
  void timesAndPhonesSplit() {
    assertEquals(Map.of(Part.HOUR, 14, Part.MINUTE, 30), AnswerParts.split("2:30 PM", Shape.TIME));
    assertEquals(Map.of(Part.AREA, 415, Part.PREFIX, 555, Part.LINE, 134), AnswerParts.split("+1 415 555 0134", Shape.PHONE));
    assertNull(AnswerParts.split("tomorrow", Shape.DATE));
    SemanticElement hour = input("e1", "Hour", "g1", "2");
    assertEquals("02", AnswerParts.textFor(hour, Part.HOUR, Map.of(Part.HOUR, 14, Part.MINUTE, 30), true));
    assertNull(AnswerParts.textFor(hour, Part.MERIDIEM, Map.of(Part.HOUR, 14), true));
  }

  private static SemanticElement select(String ref, String code, String group, String... options) {
    List<dev.autopilot.core.model.SelectOption> opts = new java.util.ArrayList<>();
    opts.add(new dev.autopilot.core.model.SelectOption("-", "", true));
    for (String o : options) {
      String[] vl = o.split("=", 2);
      opts.add(new dev.autopilot.core.model.SelectOption(vl.length > 1 ? vl[1] : vl[0], vl[0], false));
    }
    return new SemanticElement(ref, Role.COMBOBOX, "Date of birth", null, "-", true, false, null, true, group, opts, null,
        Map.of("name", code), false);
  }

  private static SemanticSnapshot snapshotOf(ElementGroup g, SemanticElement... members) {
    return new SemanticSnapshot(new PageInfo("http://127.0.0.1/a", "A", "127.0.0.1", "/a", "h"), List.of(members), List.of(g),
        List.of(), List.of(), List.of(), 1, false);
  }

  @Test
  void partsNamedOnlyByTheirCodeNamesAreOneQuestion() {
    ElementGroup g = new ElementGroup("g1", GroupKind.FIELDSET, "Date of birth", true, List.of("e1", "e2", "e3"));
    SemanticElement day = select("e1", "birthDay", "g1", "1", "9", "31");
    SemanticElement month = select("e2", "birthMonth", "g1", "1=January", "12=December");
    SemanticElement year = select("e3", "birthYear", "g1", "2008", "1988");
    SemanticSnapshot s = snapshotOf(g, day, month, year);
    Map<SemanticElement, Part> parts = AnswerParts.partsOf(AnswerParts.members(s, g));
    assertEquals(List.of(Part.DAY, Part.MONTH, Part.YEAR), List.copyOf(parts.values()));
    Map<Part, Integer> values = AnswerParts.split("1988-12-09", Shape.DATE);
    assertEquals("9", AnswerParts.optionFor(day, Part.DAY, values, false).value());
    assertEquals("December", AnswerParts.optionFor(month, Part.MONTH, values, false).label());
    assertEquals("1988", AnswerParts.optionFor(year, Part.YEAR, values, false).value());
    assertEquals(Part.YEAR, AnswerParts.partOf(s, year).orElseThrow(), "the verifier sees the same part");

    assertEquals(List.of("Field", "4", "Month"), AnswerParts.codeWords("Field4Month"));
    assertEquals(List.of("dob", "yyyy"), AnswerParts.codeWords("dob_yyyy"));
    assertFalse(AnswerParts.codeNamed(input("e9", "x", null, null), Part.DAY));
  }

  @Test
  void codeNamesThatMakeNoWholeDateAreNoParts() {
    // a card number beside an expiry month and year: "number" is no part of a date
    ElementGroup g = new ElementGroup("g1", GroupKind.FIELDSET, "Payment", true, List.of("e1", "e2", "e3"));
    SemanticElement number = new SemanticElement("e1", Role.TEXTBOX, "Payment", null, null, true, false, null, true, "g1", List.of(), "text",
        Map.of("name", "card_number"), false);
    SemanticElement month = new SemanticElement("e2", Role.TEXTBOX, "Payment", null, null, true, false, null, true, "g1", List.of(), "text",
        Map.of("name", "exp_month"), false);
    SemanticElement year = new SemanticElement("e3", Role.TEXTBOX, "Payment", null, null, true, false, null, true, "g1", List.of(), "text",
        Map.of("name", "exp_year"), false);
    assertNull(AnswerParts.partsOf(AnswerParts.members(snapshotOf(g, number, month, year), g)));
    // a birthday written as one word names no part
    SemanticElement birthday = new SemanticElement("e1", Role.TEXTBOX, "Payment", null, null, true, false, null, true, "g1", List.of(), "text",
        Map.of("name", "birthday"), false);
    assertNull(AnswerParts.partsOf(AnswerParts.members(snapshotOf(g, birthday, month, year), g)));
  }

  @Test
  void aYearTakesFourDigitsUnlessItsControlSaysTwo() {
    Map<Part, Integer> values = AnswerParts.split("1998-07-22", Shape.DATE);
    assertEquals("1998", AnswerParts.textFor(input("e1", "Year", null, null), Part.YEAR, values, false), "no hint: the whole year");
    assertEquals("98", AnswerParts.textFor(input("e1", "YY", null, null), Part.YEAR, values, false), "a label spelling two digits");
    assertEquals("98", AnswerParts.textFor(input("e1", "Year", null, "2"), Part.YEAR, values, false), "maxlength 2");
    assertEquals("07", AnswerParts.textFor(input("e1", "MM", null, "2"), Part.MONTH, values, false));
    assertEquals("7", AnswerParts.textFor(input("e1", "M", null, null), Part.MONTH, values, false));
  }

  @Test
  void aDateIsTypedInThePatternItsPlaceholderShowsInFourLanguages() {
    assertEquals("17.02.1979", AnswerParts.inPlaceholderFormat(withPlaceholder("TT.MM.JJJJ"), "1979-02-17"));
    assertEquals("17/02/1979", AnswerParts.inPlaceholderFormat(withPlaceholder("JJ/MM/AAAA"), "1979-02-17"));
    assertEquals("17/02/1979", AnswerParts.inPlaceholderFormat(withPlaceholder("DD/MM/AAAA"), "1979-02-17"));
    assertEquals("02/17/1979", AnswerParts.inPlaceholderFormat(withPlaceholder("mm/dd/yyyy"), "1979-02-17"));
    assertEquals("Jens", AnswerParts.inPlaceholderFormat(withPlaceholder("TT.MM.JJJJ"), "Jens"), "no date: typed as it is");
  }

  private static dev.autopilot.core.model.SemanticElement withPlaceholder(String placeholder) {
    return new dev.autopilot.core.model.SemanticElement("e1", dev.autopilot.core.model.Role.TEXTBOX, "Geburtsdatum", null, null, true, false, null, true, null,
        java.util.List.of(), "text", java.util.Map.of("placeholder", placeholder), false);
  }
}
