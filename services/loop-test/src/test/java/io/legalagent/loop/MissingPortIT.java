package io.legalagent.loop;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.executor.ExecutorConfiguration;
import io.legalagent.guard.GuardConfiguration;
import io.legalagent.ports.QuerySet;
import io.legalagent.ports.Retriever;
import io.legalagent.ports.RewriteSkill;
import io.legalagent.ports.ScreenSkill;
import io.legalagent.ports.Skilled;
import io.legalagent.ports.SynthesizeSkill;
import java.time.Clock;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.NoSuchBeanDefinitionException;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** Without a real implementation of a port it uses, a node service does not start. */
class MissingPortIT {
    @Test
    void theGuardRefusesToStartWithoutAScreenSkill() {
        new ApplicationContextRunner()
                .withBean(Clock.class, Clock::systemUTC)
                .withUserConfiguration(GuardConfiguration.class)
                .run(context -> {
                    assertThat(context).hasFailed();
                    assertThat(context.getStartupFailure())
                            .rootCause()
                            .isInstanceOf(NoSuchBeanDefinitionException.class)
                            .hasMessageContaining("No qualifying bean of type '" + ScreenSkill.class.getName());
                });
    }

    @Test
    void theExecutorRefusesToStartWithoutARetriever() {
        RewriteSkill rewrite = question -> Skilled.free(new QuerySet(question, List.of()));
        SynthesizeSkill synthesize = context -> Skilled.free("");
        new ApplicationContextRunner()
                .withBean(RewriteSkill.class, () -> rewrite)
                .withBean(SynthesizeSkill.class, () -> synthesize)
                .withUserConfiguration(ExecutorConfiguration.class)
                .run(context -> {
                    assertThat(context).hasFailed();
                    assertThat(context.getStartupFailure()).rootCause().hasMessageContaining(Retriever.class.getName());
                });
    }
}
