package dev.autopilot.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.YearMonth;
import org.junit.jupiter.api.Test;

class ValuesTest {

  @Test
  void datesAreReadAsPeopleWriteThem() {
    LocalDate jan5 = LocalDate.of(2026, 1, 5);
    assertEquals(jan5, Values.date("2026-01-05"));
    assertEquals(jan5, Values.date("2026/1/5"));
    assertEquals(jan5, Values.date("01/05/2026"), "slashes: month first, as US forms write it");
    assertEquals(jan5, Values.date("1-5-2026"));
    assertEquals(LocalDate.of(2026, 5, 13), Values.date("13/05/2026"), "a first number above 12 is the day");
    assertEquals(jan5, Values.date("05.01.2026"), "dots: day first");
    assertEquals(jan5, Values.date("January 5, 2026"));
    assertEquals(jan5, Values.date("jan 5th 2026"));
    assertEquals(jan5, Values.date("5 January 2026"));
    assertEquals(LocalDate.of(2026, 9, 1), Values.date("Tue Sep 01 2026"), "JavaScript's Date.toDateString, which pickers show");
    assertEquals(LocalDate.of(2026, 9, 1), Values.date("Tuesday, September 1, 2026"));
    assertEquals(LocalDate.of(2026, 9, 1), Values.date("Tue, 1 Sep 2026"));
    assertNull(Values.date("Tue Sep 2026"), "no day");
    assertNull(Values.date("2026-02-30"), "no such day");
    assertNull(Values.date("13/13/2026"));
    assertNull(Values.date("soon"));
  }

  @Test
  void aWeekdayBeforeADateIsReadPastInTheSixLanguages() {
    LocalDate aug14 = LocalDate.of(2027, 8, 14);
    assertEquals(aug14, Values.date("Sa 14.08.2027"), "German, short");
    assertEquals(aug14, Values.date("Samstag, 14. August 2027"));
    assertEquals(aug14, Values.date("sam. 14/08/2027"), "French");
    assertEquals(aug14, Values.date("samedi 14 août 2027"));
    assertEquals(aug14, Values.date("sábado, 14 de agosto de 2027"), "Spanish");
    assertEquals(aug14, Values.date("星期六 2027年8月14日"), "Chinese");
    assertEquals(aug14, Values.date("周六 2027-08-14"));
    assertEquals(aug14, Values.date("السبت 14/08/2027"), "Arabic");
    assertEquals(aug14, Values.date("Sat 14/08/2027"), "English, before a numeric date");
    assertEquals(LocalDate.of(2027, 3, 14), Values.date("Mar 14, 2027"), "March, not a Spanish Tuesday");
    assertNull(Values.date("Sa 14.08."), "no year");
    assertNull(Values.date("Samstag"));
  }

  @Test
  void datesWrittenWithAMonthsNameInTheSixLanguages() {
    LocalDate apr2 = LocalDate.of(2008, 4, 2);
    assertEquals(apr2, Values.date("2. April 2008"), "German");
    assertEquals(LocalDate.of(2008, 3, 2), Values.date("2. März 2008"));
    assertEquals(apr2, Values.date("2 avril 2008"), "French");
    assertEquals(LocalDate.of(2008, 2, 1), Values.date("1er février 2008"));
    assertEquals(apr2, Values.date("2 de abril de 2008"), "Spanish");
    assertEquals(apr2, Values.date("2 abril 2008"));
    assertEquals(apr2, Values.date("2008年4月2日"), "Chinese");
    assertEquals(apr2, Values.date("2 أبريل 2008"), "Arabic");
    assertNull(Values.date("2. Apfel 2008"), "no month of any of them");
    assertNull(Values.date("30 février 2008"), "no such day");
  }

  @Test
  void timesNumbersAndMonths() {
    assertEquals(LocalTime.of(9, 30), Values.time("09:30"));
    assertEquals(LocalTime.of(21, 30), Values.time("9:30 PM"));
    assertEquals(LocalTime.of(0, 15), Values.time("12:15 a.m."));
    assertEquals(LocalTime.of(9, 0), Values.time("9 am"));
    assertEquals(LocalTime.of(9, 30, 15), Values.time("09:30:15"));
    assertNull(Values.time("9"), "a bare number is no time");
    assertNull(Values.time("13:00 PM"));
    assertEquals(LocalDateTime.of(2026, 1, 5, 9, 30), Values.dateTime("2026-01-05T09:30"));
    assertEquals(LocalDateTime.of(2026, 1, 5, 21, 30), Values.dateTime("January 5, 2026, 9:30 PM"));
    assertEquals(LocalDateTime.of(2026, 1, 5, 9, 30), Values.dateTime("01/05/2026 09:30"));
    assertEquals(YearMonth.of(2026, 1), Values.month("01/2026"));
    assertEquals(YearMonth.of(2026, 1), Values.month("2026-01"));
    assertEquals(0, new BigDecimal("1000").compareTo(Values.number("1,000")));
    assertEquals(0, new BigDecimal("-2.5").compareTo(Values.number(" -2.50 ")));
    assertNull(Values.number("ten"));
  }

  @Test
  void valuesAreWrittenTheWayInputsHoldThem() {
    assertEquals("2026-01-05", Values.forInput(ValueKind.DATE, "01/05/2026"));
    assertEquals("21:30", Values.forInput(ValueKind.TIME, "9:30 PM"));
    assertEquals("09:30:15", Values.forInput(ValueKind.TIME, "9:30:15"));
    assertEquals("2026-01-05T09:30", Values.forInput(ValueKind.DATETIME_LOCAL, "Jan 5, 2026 9:30 AM"));
    assertEquals("2026-01", Values.forInput(ValueKind.MONTH, "1/2026"));
    assertEquals("1000", Values.forInput(ValueKind.NUMBER, "1,000"));
    assertEquals("", Values.forInput(ValueKind.DATE, " "), "clearing is allowed");
    assertNull(Values.forInput(ValueKind.DATE, "next week"), "no value a date input can hold");
    assertNull(Values.forInput(ValueKind.NUMBER, "ten"));
    assertEquals(" any text ", Values.forInput(ValueKind.TEXT, " any text "), "text is left alone");
    assertEquals("2026-W02", Values.forInput(ValueKind.WEEK, "week 2, 2026"));
  }

  @Test
  void weeksAreIsoWeeks() {
    assertEquals(new Values.IsoWeek(2026, 2), Values.week("2026-W02"));
    assertEquals(new Values.IsoWeek(2026, 2), Values.week("2026w2"));
    assertEquals(new Values.IsoWeek(2026, 2), Values.week("Week 2 of 2026"));
    assertEquals(new Values.IsoWeek(2026, 53), Values.week("2026-W53"), "2026 has 53 ISO weeks");
    assertNull(Values.week("2025-W53"), "2025 has 52");
    assertNull(Values.week("2026-W00"));
    assertEquals(new Values.IsoWeek(2026, 1), Values.IsoWeek.from(LocalDate.of(2025, 12, 29)), "the week-based year, not the calendar year");
    assertEquals("2026-W02", new Values.IsoWeek(2026, 2).toString());
  }

  @Test
  void numbersForgiveThousandsSeparators() {
    assertEquals(0, new BigDecimal("1234567.5").compareTo(Values.number("1,234,567.5")));
    assertEquals(0, new BigDecimal("1234567").compareTo(Values.number("1 234 567")));
    assertEquals(0, new BigDecimal("1234567").compareTo(Values.number("1\u00a0234\u00a0567")));
    assertEquals(0, new BigDecimal("12").compareTo(Values.number("+12")));
    assertNull(Values.number("1,2,3"), "commas that are not thousands separators");
  }

  @Test
  void monthsByName() {
    assertEquals(YearMonth.of(2026, 3), Values.month("March 2026"));
  }

  @Test
  void aDateWrittenInTheWidgetsOwnFormatKeepsItsMeaning() {
    assertEquals("03/12/2026", Values.inDateFormat("dd/MM/yyyy", "03/12/2026"));
    assertEquals("03/12/2026", Values.inDateFormat("dd/MM/yyyy", "2026-12-03"));
    // written otherwise, a numeric date is read month first as before
    assertEquals("12.03.2026", Values.inDateFormat("dd.MM.yyyy", "03/12/2026"));
  }

  @Test
  void aNumericDateThatReadsAsTwoDaysIsAmbiguous() {
    assertTrue(Values.ambiguousDate("08/07/1994"), "8 July in France, August 7 in the US");
    assertTrue(Values.ambiguousDate(" 1-5-2026 "));
    assertFalse(Values.ambiguousDate("13/07/1994"), "13 can only be a day");
    assertFalse(Values.ambiguousDate("07/07/1994"), "the same day either way");
    assertFalse(Values.ambiguousDate("08.07.1994"), "dots say day first");
    assertFalse(Values.ambiguousDate("1994-07-08"));
    assertFalse(Values.ambiguousDate("8 July 1994"));
  }

  @Test
  void aDayAndATimeAreReadAmongOtherWords() {
    assertEquals(java.time.LocalDateTime.of(2027, 3, 9, 8, 30), Values.dayAndTimeIn("9 March 2027, 8.30am"));
    assertEquals(java.time.LocalDateTime.of(2027, 2, 5, 17, 40), Values.dayAndTimeIn("Friday 5 February 2027, got off about 5.40pm"));
    assertEquals(java.time.LocalDateTime.of(2027, 6, 12, 15, 0), Values.dayAndTimeIn("Saturday 12 June 2027 at 3pm"));
    assertEquals(java.time.LocalDateTime.of(2027, 6, 13, 14, 30), Values.dayAndTimeIn("13/06/2027, 14:30"));
    assertEquals(null, Values.dayAndTimeIn("12/06/2027, 14:30"), "a day read two ways is not guessed");
    assertEquals(null, Values.dayAndTimeIn("14 March 2027"), "no time");
    assertEquals(null, Values.dayAndTimeIn("3pm"), "no day");
    assertEquals(null, Values.dayAndTimeIn("9 March 2027, 8.30am or 10am"), "two times: which is meant is not known");
  }

  @Test
  void theOneDayAValueNamesAmongOtherWords() {
    assertEquals(LocalDate.of(2027, 3, 9), Values.dayIn("Tuesday 9 March 2027, mornings suit me best"));
    assertEquals(LocalDate.of(2027, 6, 1), Values.dayIn("from Tuesday 1 June 2027"));
    assertEquals(LocalDate.of(2027, 3, 11), Values.dayIn("any weekday from Thursday 11 March 2027"));
    assertEquals(LocalDate.of(2027, 5, 15), Values.dayIn("Saturday 15 May 2027 – or the Sunday straight after if Saturday's full"));
    assertEquals(LocalDate.of(1990, 5, 14), Values.dayIn("14/05/1990 (day first)"));
    assertEquals(LocalDate.of(2027, 3, 14), Values.dayIn("March 14, 2027, after lunch"));
    assertEquals(LocalDate.of(2027, 3, 9), Values.dayIn("2027-03-09"));
    assertNull(Values.dayIn("between 9 March 2027 and 12 March 2027"), "two days: which is not guessed");
    assertNull(Values.dayIn("born 08/07/1994, 64 kg"), "a day read two ways is not guessed");
    assertNull(Values.dayIn("about 120 kg all in"));
    assertNull(Values.dayIn("17 to 24 July 2027"), "a span names two days");
    assertNull(Values.dayIn("du 17 au 24 juillet 2027, deux adultes"));
    assertNull(Values.dayIn("my husband Marcus Bennett, born 3 February 1986, 83 kg"), "a day further on describes something else");
    assertNull(Values.dayIn("07700 900 318"));
    assertNull(Values.dayIn("mornings suit me best"));
  }
}
