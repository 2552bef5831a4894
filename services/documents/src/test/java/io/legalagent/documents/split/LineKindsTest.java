package io.legalagent.documents.split;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class LineKindsTest {
    @Test
    void headingsAreShortLabelledOrCapitalisedLines() {
        for (String line : new String[] {
            "I. BACKGROUND",
            "II.",
            "IV. Discussion",
            "A. Standard of Review",
            "Background",
            "DISCUSSION",
            "Conclusion.",
            "Statement of Facts",
            "APPEAL FROM THE UNITED STATES DISTRICT COURT"
        }) {
            assertThat(LineKinds.heading(line)).as(line).contains(line);
        }
        assertThat(LineKinds.heading("## Remedies")).contains("Remedies");
    }

    @Test
    void runningTextIsNoHeading() {
        for (String line : new String[] {
            "The court held that the lease was void.",
            "I. Pasek, and Cozen O'Connor on brief for Americans United for",
            "A. Smith, Attorney General, for appellee.",
            "CALVARY CHAPEL OF BANGOR,",
            "v.",
            "12",
            "AN ".repeat(30)
        }) {
            assertThat(LineKinds.heading(line)).as(line).isEmpty();
        }
    }

    @Test
    void numberedParagraphsAreRecognisedInTheirThreeForms() {
        assertThat(LineKinds.paragraphNumber("¶ 20 The plaintiff argues")).contains("20");
        assertThat(LineKinds.paragraphNumber("¶20 The plaintiff argues")).contains("20");
        assertThat(LineKinds.paragraphNumber("[7] We agree.")).contains("7");
        assertThat(LineKinds.paragraphNumber("3. The statute applies.")).contains("3");
        assertThat(LineKinds.paragraphNumber("2020. The year")).isEmpty();
        assertThat(LineKinds.paragraphNumber("3.5 percent of the award")).isEmpty();
        assertThat(LineKinds.paragraphNumber("See 28 U.S.C. § 1291.")).isEmpty();
    }
}
