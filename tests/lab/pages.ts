/**
 * Synthetic HTML pages for fault modes (the bare status page is lib/recorded/status_page.ts). None of these was ever recorded from law.go.kr: they are
 * written to look like what operators and other clients describe (HTTP 200 HTML during
 * maintenance, a bot-block notice, bare Tomcat-style error pages), so that a client's
 * "HTML instead of data" detection is exercised by realistic markup. Every response carrying
 * them is flagged `x-replay-synthetic: 1`.
 *
 * @module
 */

const enc = new TextEncoder();

function page(title: string, body: string): Uint8Array<ArrayBuffer> {
  return enc.encode(
    `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" ` +
      `"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n` +
      `<html xmlns="http://www.w3.org/1999/xhtml" lang="ko" xml:lang="ko">\n<head>\n` +
      `<meta http-equiv="Content-Type" content="text/html; charset=utf-8">\n` +
      `<title>${title}</title>\n</head>\n<body>\n${body}\n</body>\n</html>\n`,
  );
}

/** HTTP 200 maintenance notice ("시스템 점검 안내"). */
export function maintenancePage(): Uint8Array<ArrayBuffer> {
  return page(
    "국가법령정보센터 - 시스템 점검 안내",
    `<div id="maintenance">
	<h1><img src="/LSW/images/common/logo.gif" alt="법제처 국가법령정보센터"></h1>
	<div class="notice_txt">
		<h2>시스템 점검 안내</h2>
		<p>보다 안정적인 서비스 제공을 위하여 시스템 점검을 실시하고 있습니다.<br />
		점검 시간 동안 국가법령정보센터 및 OPEN API 서비스 이용이 일시 중단되오니 양해 부탁드립니다.</p>
		<dl><dt>점검 일시</dt><dd>점검 완료 시까지</dd></dl>
		<em>법제처 법령정보센터 (02-2109-6446)</em>
	</div>
</div>`,
  );
}

/** HTTP 200 bot-block notice ("비정상적인 접근"). */
export function antiBotPage(): Uint8Array<ArrayBuffer> {
  return page(
    "국가법령정보 공동활용 - 접근 제한",
    `<div id="error403">
	<div class="error_txt">
		<h2>비정상적인 접근이 감지되었습니다.</h2>
		<p>짧은 시간 동안 많은 요청이 발생하였거나 허용되지 않은 방식으로 접근하여 요청이 차단되었습니다.<br />
		잠시 후 다시 시도해 주시기 바랍니다.</p>
		<em>법제처 공동활용 유지보수팀(02-2109-6446)</em>
	</div>
</div>`,
  );
}
