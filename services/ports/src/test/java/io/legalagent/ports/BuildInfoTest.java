package io.legalagent.ports;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Properties;
import org.junit.jupiter.api.Test;

class BuildInfoTest {

    private static Properties of(String... pairs) {
        var properties = new Properties();
        for (int i = 0; i < pairs.length; i += 2) {
            properties.setProperty(pairs[i], pairs[i + 1]);
        }
        return properties;
    }

    @Test
    void gitHistoryWinsAndSaysWhenTheTreeWasDirty() {
        assertThat(BuildInfo.of(of("git.commit.id", "abc123", "git.dirty", "true"), of("commit", "def456")))
                .isEqualTo("abc123-dirty");
    }

    @Test
    void withoutGitHistoryTheCommitPassedInAtBuildTimeIsTheOne() {
        assertThat(BuildInfo.of(of(), of("commit", "def456"))).isEqualTo("def456");
    }

    @Test
    void anUnfilledPlaceholderOrTheArgumentsDefaultIsUnknown() {
        assertThat(BuildInfo.of(of(), of("commit", "${legal.build.commit}"))).isEqualTo(BuildInfo.UNKNOWN);
        assertThat(BuildInfo.of(of(), of("commit", "unknown"))).isEqualTo(BuildInfo.UNKNOWN);
        assertThat(BuildInfo.of(of(), of("commit", ""))).isEqualTo(BuildInfo.UNKNOWN);
    }
}
