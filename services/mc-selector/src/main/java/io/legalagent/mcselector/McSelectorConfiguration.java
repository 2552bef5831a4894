package io.legalagent.mcselector;

import io.legalagent.ports.ChoiceSkill;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The MC selector node; the choice skill must come from a real provider. */
@Configuration(proxyBeanMethods = false)
public class McSelectorConfiguration {

    @Bean
    McSelectorNode mcSelectorNode(ChoiceSkill choiceSkill) {
        return new McSelectorNode(choiceSkill);
    }
}
