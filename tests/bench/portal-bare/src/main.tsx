// The bench peer of the portal's login page: bare Vite + React with the same form (id, password,
// save id, LOGIN) and the same header and footer text, no design system, no router, no i18n.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function Login() {
  const [id, setId] = useState('');
  const [pw, setPw] = useState('');
  return (
    <>
      <header style={{ background: '#15284b', color: '#fff', padding: '16px 20px', fontWeight: 700 }}>MRO 포털</header>
      <main style={{ padding: 16 }}>
        <form
          style={{ display: 'grid', gap: 12, maxWidth: 360, margin: '24px auto' }}
          onSubmit={(e) => e.preventDefault()}
        >
          <h1 style={{ margin: 0, fontSize: 20 }}>로그인</h1>
          <label>
            아이디
            <input value={id} onChange={(e) => setId(e.target.value)} maxLength={200} />
          </label>
          <label>
            비밀번호
            <input type="password" value={pw} onChange={(e) => setPw(e.target.value)} maxLength={200} />
          </label>
          <label>
            <input type="checkbox" /> 아이디 저장
          </label>
          <button type="submit">로그인</button>
        </form>
      </main>
      <footer style={{ padding: 16, color: '#555' }}>
        (주)MRO컴퍼니 · 서울특별시 예시로 123 · 사업자등록번호 124-81-00998 · 고객센터 1588-0000
      </footer>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Login />
  </StrictMode>,
);
