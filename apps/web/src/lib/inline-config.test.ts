import { RUNTIME_CONFIG_ELEMENT_ID } from '@tafino/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineRuntimeConfig } from './inline-config.ts';

const block = (text: string) => {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = RUNTIME_CONFIG_ELEMENT_ID;
  script.textContent = text;
  document.head.append(script);
};

describe('inlineRuntimeConfig', () => {
  afterEach(() => document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove());

  it('reads the configuration the server wrote into the page, escaped characters included', () => {
    block(
      '{"appVersion":"2.1.0","tenant":null,"oidc":{"authority":"http://localhost:3000/oidc","clientId":"tafino-web","scope":"openid"},"updateNote":{"title":"\\u003c/script> und mehr"}}',
    );
    const config = inlineRuntimeConfig(document);
    expect(config?.appVersion).toBe('2.1.0');
    expect(config?.oidc.authority).toBe('http://localhost:3000/oidc');
    expect(config?.updateNote?.title).toBe('</script> und mehr');
  });

  it('is null without the block, with broken JSON or with something that is no configuration', () => {
    expect(inlineRuntimeConfig(document)).toBeNull();
    block('{"appVersion":');
    expect(inlineRuntimeConfig(document)).toBeNull();
    document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove();
    block('null');
    expect(inlineRuntimeConfig(document)).toBeNull();
    document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove();
    block('{"appVersion":"1.0.0"}');
    expect(inlineRuntimeConfig(document)).toBeNull();
  });
});
