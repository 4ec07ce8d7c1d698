package dev.autopilot.core.pack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class PersonNamesTest {
  @Test
  void aNameIsReadWithoutItsHonorificAndWhatFollowsIt() {
    assertEquals("Katrin Vogel", PersonNames.leadingName("Frau Katrin Vogel"));
    assertEquals("刘秀英", PersonNames.leadingName("刘秀英，女"));
    assertEquals("محمد سعد القحطاني", PersonNames.leadingName("محمد سعد القحطاني، والده"));
    assertNull(PersonNames.leadingName("2027-04-12"), "a date is no name");
    assertNull(PersonNames.leadingName("amelia@example.com"));
    assertEquals("Anneke", PersonNames.given("Dr Anneke de Vries"));
    assertEquals("de Vries", PersonNames.family("Dr. Anneke de Vries"), "a particle begins the family name");
    assertEquals("Hopper", PersonNames.family("Grace Brewster Hopper"));
    assertNull(PersonNames.given("Madonna"), "one word is neither part for sure");
    assertEquals("Frau", PersonNames.withoutHonorific("Frau"), "a name that is only a title stays");
  }

  @Test
  void aKeyThatIsThePersonGivesTheirNameToAQuestionThatAsksOnlyAName() {
    assertTrue(FieldMeanings.isThePersonItself("me"));
    assertTrue(FieldMeanings.isThePersonItself("Ich"));
    assertTrue(FieldMeanings.isThePersonItself("أنا"));
    assertFalse(FieldMeanings.isThePersonItself("my name"), "a key of the name's meaning already");
    Map<String, String> values = new LinkedHashMap<>();
    values.put("ich", "Frau Katrin Vogel");
    values.put("Welpe", "Luna");
    GenericPack p = GenericPack.of(values);
    assertEquals(Optional.of(new Answer.Text("Katrin")), p.answer(text("Vorname")));
    assertEquals(Optional.of(new Answer.Text("Vogel")), p.answer(text("Nachname")));
    assertEquals(Optional.of(new Answer.Text("Katrin Vogel")), p.answer(text("Your name")));
    assertEquals(Optional.empty(), p.answer(text("Name des Hundes")), "a name asked with more words may be another's: the dog's");
  }

  @Test
  void aGuardiansSectionIsThePersonsWhenTheValuesSpeakOfTheirChildApart() {
    Map<String, String> parent = new LinkedHashMap<>();
    parent.put("ابني", "عبدالله محمد سعد القحطاني");
    parent.put("أنا", "محمد سعد القحطاني، والده");
    parent.put("Email", "m.alqahtani@example.sa");
    GenericPack p = GenericPack.of(parent);
    assertTrue(p.sectionIsThePersons("بيانات ولي الأمر"));
    assertTrue(p.sectionIsThePersons("Parent / guardian"));
    assertFalse(p.sectionIsThePersons("Emergency contact"), "only a parent's or guardian's section");
    assertFalse(GenericPack.of(Map.of("Student ID", "2284761", "Email", "t.w@example.ac.uk")).sectionIsThePersons("Parent / guardian"),
        "a student may be the person: the parent is another");
    Map<String, String> both = new LinkedHashMap<>();
    both.put("Child's name", "Isla Brennan");
    both.put("Parent name", "Ciara Brennan");
    assertFalse(GenericPack.of(both).sectionIsThePersons("Parent / guardian"), "a key names the parent: the section's words pick it");
  }

  private static Question text(String q) {
    return new Question(q, QuestionKind.TEXT, List.of(), "text", null, true);
  }
}
