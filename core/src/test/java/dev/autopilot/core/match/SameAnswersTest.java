package dev.autopilot.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** An option that names the value's answer in other words is picked; two such options, or none, make no answer. */
class SameAnswersTest {

  @Test
  void wordsOfOneGroupNameTheSameAnswer() {
    assertEquals(1, Match.bestOption(List.of("Women", "Men", "Non-binary"), "Male"));
    assertEquals(0, Match.bestOption(List.of("Madame", "Monsieur", "Ne se prononce pas"), "Ms"));
    assertEquals(2, Match.bestOption(List.of("Morning, 9.30am – 12.30pm", "Afternoon, 1.30pm – 4.30pm", "Full day"), "all day"));
    assertEquals(1, Match.bestOption(List.of("Frau", "Herr", "Divers"), "Mr"));
    assertEquals(1, Match.bestOption(List.of("Just once", "Every month"), "Monthly"));
    assertEquals(0, Match.bestOption(List.of("Mensuel", "Annuel"), "every month"));
    assertEquals(1, Match.bestOption(List.of("Single", "Verheiratet", "Geschieden"), "married"));
  }

  @Test
  void aWayToBeContactedByAnyOfItsNames() {
    assertEquals(0, Match.bestOption(List.of("Teléfono", "Correo", "Videollamada"), "phone"));
    assertEquals(1, Match.bestOption(List.of("Teléfono", "Correo", "Videollamada"), "email"));
    assertEquals(2, Match.bestOption(List.of("Par téléphone", "Par courrier", "En visioconférence"), "video call"), "a group word ending an option names it");
  }

  @Test
  void aGroupWordAtTheStartOfAnOptionNamesIt() {
    assertEquals(1, Match.bestOption(List.of("Women (18+)", "Men (18+)"), "male"));
  }

  @Test
  void twoOptionsOfTheValuesGroupsOrNoneMakeNoAnswer() {
    assertEquals(-1, Match.bestOption(List.of("Mrs", "Ms"), "Madame"), "Madame is Ms and Mrs");
    assertEquals(-1, Match.bestOption(List.of("Mr", "Mrs", "Miss"), "Ms"), "Ms is not Mrs");
    assertEquals(-1, Match.bestOption(List.of("M", "F"), "Male"), "one letter is no word of a group: M is also a size");
    assertEquals(3, Match.bestOption(List.of("Mr", "Mrs", "Miss", "Ms"), "Ms"), "the same word first");
  }

  @Test
  void aLanguageByAnyOfItsNames() {
    assertEquals(1, Match.bestOption(List.of("English", "Español"), "Spanish"));
    assertEquals(0, Match.bestOption(List.of("Deutsch", "Englisch", "Französisch"), "German"));
    assertEquals(1, Match.bestOption(List.of("Anglais", "Allemand"), "Deutsch"));
  }

  @Test
  void aFrenchOptionThatWritesTwoFormsAsOneNamesBoth() {
    List<String> situation = List.of("Célibataire", "Marié(e)", "Pacsé(e)", "Divorcé(e)", "Veuf / veuve");
    assertEquals(1, Match.bestOption(situation, "mariée"));
    assertEquals(3, Match.bestOption(situation, "divorcé"));
    assertEquals(0, Match.bestOption(List.of("Salarié·e", "Retraité·e"), "salariée"));
    assertEquals(Set.of("retraite", "retraitee"), SameAnswers.inclusiveForms("Retraité(e)"));
    assertEquals(Set.of(), SameAnswers.inclusiveForms("M."), "an abbreviation is no ending");
  }

  @Test
  void theSameThingAlsoPairsAValueNoKeyNamesWithItsQuestion() {
    assertEquals(1, Match.optionOfSameThing(List.of("Women", "Men"), "Male"));
    assertEquals(-1, Match.optionOfSameThing(List.of("Women", "Men"), "Tall"));
  }

  @Test
  void anOptionIsReadByItsLongestWords() {
    assertEquals(SameAnswers.groupsOf("keine angabe"), SameAnswers.groupsOf("prefer not to say"), "\"Keine Angabe\" whole");
    org.junit.jupiter.api.Assertions.assertFalse(SameAnswers.groupsOf("keine angabe").containsAll(SameAnswers.groupsOf("none")), "never \"keine\"");
    assertEquals(SameAnswers.groupsOf("self employed"), SameAnswers.groupsOf("self employed freelance"), "the longest start");
    assertEquals(SameAnswers.groupsOf("email"), SameAnswers.groupsOf("par courrier electronique"), "whole, not \"par courrier\"");
    assertEquals(SameAnswers.groupsOf("phone"), SameAnswers.groupsOf("par telephone"), "the longest end");
    java.util.Set<Integer> both = new java.util.HashSet<>(SameAnswers.groupsOf("email"));
    both.addAll(SameAnswers.groupsOf("phone"));
    assertEquals(both, SameAnswers.groupsOf("email or phone"), "a start and an end as long: both");
    assertEquals(Set.of(), SameAnswers.groupsOf("tall"));
    assertEquals(1, Match.bestOption(List.of("Keine", "Keine Angabe", "Vegetarisch"), "Prefer not to say"), "the value's own group, not the word an option begins with");
    assertEquals(0, Match.bestOption(List.of("Aucune", "Aucune préférence"), "none"));
    assertEquals(1, Match.bestOption(List.of("Aucune", "Aucune préférence"), "no preference"));
  }
}
