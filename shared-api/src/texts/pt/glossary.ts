import { STATISTICAL_SYMBOLS, type Glossary } from '../glossary';

/** Brazilian Portuguese, você (DESIGN.md "Language conventions"). */
export const glossary: Glossary = [
  // The product's concepts: one term each.
  { concept: 'assessment', term: 'avaliação', avoid: ['exame', 'prova', 'teste de inovação', 'diagnóstico de inovação'], note: 'the Innovation Assessment; "avaliar" stays the ordinary verb ("como você avalia o curso?")' },
  { concept: 'reassessment', term: 'reavaliação', avoid: ['nova avaliação', 'segunda avaliação', 'avaliação final', 're-avaliação'], note: 'the first one, beside it, is the "avaliação inicial"' },
  { concept: 'cohort', term: 'coorte', avoid: ['turma', 'turmas'], note: '"turma" reads as a class; a cohort is a group of one team\'s participants' },
  { concept: 'class', term: 'curso', avoid: ['aula', 'aulas', 'classe', 'classes'], note: '"aula" is one lesson and "classe" a calque: the class a participant enrols in is a "curso" ("Slides do curso", "colegas de curso")' },
  { concept: 'post-class', term: 'pós-curso', avoid: ['pós-aula', 'pós-treinamento', 'pós-classe'] },
  { concept: 'start-of-class questions', term: 'perguntas de início de curso', avoid: ['perguntas iniciais do curso', 'perguntas pré-curso'] },
  { concept: 'post-class survey', term: 'pesquisa pós-curso', avoid: ['pesquisa de satisfação', 'avaliação de reação'] },
  { concept: 'post-assessment questions (the cadet form)', term: 'perguntas pós-avaliação', avoid: ['questionário pós-avaliação'] },
  { concept: 'team', term: 'equipe', avoid: ['o time', 'do time', 'no time', 'um time', 'seu time', 'times', 'equipa', 'equipas'], note: '"time" is colloquial, "equipa" European (phrases, since the {time} placeholder is a word too)' },
  { concept: 'team member', term: 'membro da equipe', avoid: ['integrante', 'integrantes'] },
  { concept: 'team leader', term: 'líder de equipe', avoid: ['chefe de equipe', 'líder do time', 'líder de time', 'líder da equipe'] },
  { concept: 'department (of a team, nested)', term: 'departamento', avoid: ['subequipe', 'subequipes'] },
  { concept: 'questionnaire', term: 'questionário', avoid: ['enquete', 'enquetes', 'formulário de perguntas'] },
  { concept: 'question', term: 'pergunta', avoid: ['questão', 'questões'], note: '"Perguntas", never "Questões"; for an issue to discuss, say "assunto" or "tema"' },
  { concept: 'statement (a rated item)', term: 'afirmação', avoid: ['declaração', 'declarações', 'enunciado', 'enunciados', 'assertiva', 'assertivas'] },
  { concept: 'knowledge check', term: 'verificação de conhecimentos', avoid: ['teste de conhecimentos', 'teste de conhecimento', 'avaliação de conhecimentos', 'avaliação de conhecimento', 'checagem de conhecimentos', 'quiz'], note: '"avaliação" is the assessment' },
  { concept: 'self-efficacy', term: 'autoeficácia', avoid: ['auto-eficácia', 'auto eficácia', 'autoeficiência'] },
  { concept: 'psychological safety', term: 'segurança psicológica', avoid: ['seguridade psicológica', 'segurança emocional'] },
  { concept: 'results / results report', term: 'resultados; relatório de resultados', avoid: ['laudo', 'boletim', 'relatório de desempenho'] },
  { concept: 'activate or open (questionnaires, assessment, reassessment)', term: 'ativar (the admin action); aberto/aberta (available to answer)', avoid: ['habilitar', 'habilitado', 'habilitada', 'habilitados', 'habilitadas', 'destravar', 'desbloquear'] },
  { concept: 'activate results (let participants see them)', term: 'liberar os resultados; resultados liberados', avoid: ['ativar resultados', 'ativar os resultados', 'resultados ativados', 'resultados ativos', 'resultados inativos'], note: 'results are released, not switched on' },
  { concept: 'certificate', term: 'certificado (de conclusão)', avoid: ['diploma', 'atestado', 'certificação'] },
  { concept: 'assessment link', term: 'link de avaliação', avoid: ['enlace', 'URL de avaliação', 'link da avaliação', 'link de teste'] },
  { concept: 'enrol / enrolment (in a class)', term: 'inscrever-se; inscrição', avoid: ['matricular', 'matricular-se', 'matrícula', 'matrículas', 'matriculado', 'matriculada', 'matriculados'] },
  { concept: 'sign up (create an account)', term: 'cadastrar-se; cadastro', avoid: ['registrar-se', 'registre-se', 'registro de conta'] },
  { concept: 'log in', term: 'entrar; acesso (link de acesso, dados de acesso)', avoid: ['logar', 'logado', 'logada', 'deslogar', 'deslogado', 'iniciar sessão'] },
  { concept: 'refund', term: 'reembolso; reembolsar', avoid: ['estorno', 'estornar', 'estornado', 'estornada', 'ressarcimento', 'devolução do pagamento'] },
  { concept: 'checkout / payment', term: 'pagamento', avoid: ['checkout'] },
  { concept: 'student (enrolled in a class)', term: 'aluno', avoid: ['estudante', 'estudantes', 'discente', 'discentes', 'cursista', 'cursistas'] },
  { concept: 'participant (takes the assessment and questionnaires)', term: 'participante', avoid: ['respondente', 'respondentes'] },
  { concept: 'user (an account)', term: 'usuário', avoid: ['utilizador', 'utilizadores'] },
  { concept: 'admin', term: 'administrador (do site)', avoid: ['admin', 'adm'], note: 'also on the badge: "Administrador"' },
  { concept: 'manager (in statements)', term: 'superior', avoid: ['gestor', 'gestores', 'chefe', 'chefia'], note: 'a role option says "gerente" ("Gerente de gerentes")' },
  { concept: 'stakeholders', term: 'partes interessadas', avoid: ['stakeholders', 'os envolvidos', 'principais envolvidos'] },
  { concept: 'build on (others\' ideas)', term: 'desenvolver (as ideias dos outros)', avoid: ['construir sobre', 'construo sobre', 'constroem sobre'], note: 'calque of "build on"' },
  { concept: 'assumption', term: 'suposição', avoid: ['premissa', 'premissas', 'pressuposto', 'pressupostos'] },
  { concept: 'decision-maker', term: 'tomador de decisão', avoid: ['quem toma as decisões', 'decisor', 'decisores'] },
  { concept: 'place in a class', term: 'vaga', avoid: ['lugar disponível', 'lugares disponíveis'] },
  { concept: 'full (a class with no places left)', term: 'lotado', avoid: ['cheio', 'esgotado'] },
  { concept: 'platform team (team 1)', term: 'equipe da plataforma', avoid: ['equipe 1'], note: 'no internal identifiers in messages' },
  { concept: 'the Enter key', term: 'Enter', avoid: ['Return', 'tecla Retorno'] },
  { concept: 'working days', term: 'dias úteis', avoid: ['dias de trabalho', 'dias laborais'] },
  { concept: 'slider', term: 'controle deslizante', avoid: ['slider', 'barra deslizante', 'cursor deslizante'] },
  { concept: 'download', term: 'baixar', avoid: ['descarregar', 'transferir o arquivo'] },
  { concept: 'email', term: 'e-mail', avoid: ['correio eletrônico'], note: 'the {email} placeholders keep their name' },
  { concept: 'welcome (greeting)', term: 'Boas-vindas', avoid: ['bem-vindo'], note: 'gender-neutral; "ideias bem-vindas" (an adjective) is fine' },

  // Requests and naming the interface.
  { concept: 'start (the assessment or a timed page)', term: 'Começar', avoid: ['iniciar', 'inicie'], note: 'the buttons say "Começar"; a text names a button by its own label' },
  { concept: 'press a button on screen', term: 'clique em (button label)', avoid: ['pressione o botão', 'pressione Começar', 'pressione Enviar', 'pressione Próxima', 'aperte', 'clica'], note: '"pressione" only for keys: Enter, Ctrl+C' },
  { concept: 'enter a value (request)', term: 'Informe', avoid: ['insira', 'introduza'], note: '"digite" only for typing free text (ideas, a comma, an answer)' },
  { concept: 'quotation marks', term: 'double quotes: "E se fizéssemos o contrário?"', avoid: [], note: 'single quotes only inside a quotation' },

  // Register and variety.
  { concept: 'addressing the reader', term: 'você', avoid: ['tu', 'teu', 'tua', 'teus', 'tuas', 'vós', 'vosso', 'vossa', 'o senhor', 'a senhora', 'combinem'], note: 'one reader: singular requests ("Combine com a equipe", not "Combinem")' },
  { concept: 'Brazilian, not European, Portuguese', term: 'Brazilian forms (arquivo, tela, contato, acessar, equipe)', avoid: ['ficheiro', 'ficheiros', 'ecrã', 'registo', 'registos', 'palavra-passe', 'telemóvel', 'contacto', 'contactos', 'facto', 'aceder', 'actualizar', 'contactar', 'uso-os', 'usei-os', 'utilizo-os'], note: '"Uso regularmente", not "Uso-os regularmente"' },
];

/** Texts this language writes exactly as English does; any other text equal to the English fails the texts test as untranslated. */
export const sameAsEnglish: readonly string[] = ['OK', 'Status', 'Slides', 'Slides: {value}', 'Total', 'Item', 'Link {value}', ...STATISTICAL_SYMBOLS];
