package io.legalagent.contracts;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CitationsTest {

    @Test
    void findsScopedCitationsOnceEachInOrderOfFirstAppearance() {
        var text = "Rule [Query 2][Source 3]; again [Query 2][Source 3], and [Query 1] [Source 1]. Not [Source 4].";

        assertThat(Citations.in(text)).containsExactly(new Citations.Cite(2, 3), new Citations.Cite(1, 1));
        assertThat(Citations.in(null)).isEmpty();
    }

    @Test
    void scopesAStepsCitationsAndDropsItsOwnSourceMap() {
        var stepAnswer = "Contact [Source 1] with intent [Source 2].\n\n## Sources\n- [Source 3]: listed, not cited";

        var scoped = Citations.scoped(Citations.withoutSourceMap(stepAnswer), 2);

        assertThat(scoped).isEqualTo("Contact [Query 2][Source 1] with intent [Query 2][Source 2].");
        assertThat(Citations.in(scoped)).containsExactly(new Citations.Cite(2, 1), new Citations.Cite(2, 2));
    }
}
